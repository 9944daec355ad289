# A static web server and nothing else: Debian's statically linked busybox on an empty image (a few MB). Made by
# make-bases.sh; the remotes' images serve their build with it (see ../web.Dockerfile).
ARG BASE
FROM ${BASE} AS busybox
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends busybox-static \
    && rm -rf /var/lib/apt/lists/*

FROM scratch
COPY --from=busybox /bin/busybox /bin/busybox
RUN ["/bin/busybox", "--install", "-s", "/bin"]
CMD ["/bin/sh"]
