# nginx from Debian, rendering /etc/nginx/templates/*.template with the environment into conf.d as the official
# nginx image does. Made by make-bases.sh where no image registry is reachable.
ARG BASE
FROM ${BASE}
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nginx-light gettext-base wget \
    && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
    && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
COPY nginx-entrypoint.sh /usr/local/bin/nginx-entrypoint.sh
STOPSIGNAL SIGQUIT
ENTRYPOINT ["/usr/local/bin/nginx-entrypoint.sh"]
CMD ["nginx", "-g", "daemon off;"]
