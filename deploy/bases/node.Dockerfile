# Node on Debian, as the official node:<version>-bookworm-slim image is: made by make-bases.sh from the npm
# registry's package of the official binary. Context: the unpacked Node (bin/, include/, lib/) and the CA bundle.
ARG BASE
FROM ${BASE}
COPY node/ /usr/local/
COPY ca-certificates.crt /usr/local/share/build-ca/ca-certificates.crt
ENV NODE_EXTRA_CA_CERTS=/usr/local/share/build-ca/ca-certificates.crt
RUN groupadd --gid 1000 node \
    && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
    && node --version && npm --version
CMD ["node"]
