// A real OpenID provider (oidc-provider) on this machine, for the social sign-in tests: no provider on the internet
// is reachable from the test machines. Its login page takes any email address and signs in as that person, with the
// address verified unless it starts with "unverified". Consent is granted at once.
//
//   node server.mjs --port 3610 --client-id rsm --client-secret secret --redirect-uri http://…/callback
// prints "listening http://localhost:3610" once it takes requests.
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import Provider from 'oidc-provider';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3610' },
    'client-id': { type: 'string', default: 'rsm-test' },
    'client-secret': { type: 'string', default: 'rsm-test-secret' },
    'redirect-uri': { type: 'string', multiple: true, default: [] },
  },
});
const issuer = `http://localhost:${values.port}`;

const nameOf = (email) => {
  const [first = 'Social', last = 'Person'] = email.split('@')[0].split(/[._-]/);
  const title = (word) => word.charAt(0).toUpperCase() + word.slice(1);
  return { given_name: title(first), family_name: title(last) };
};

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: values['client-id'],
      client_secret: values['client-secret'],
      redirect_uris: values['redirect-uri'],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  pkce: { required: () => true },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
  async findAccount(_ctx, id) {
    return {
      accountId: id,
      async claims() {
        return { sub: id, email: id, email_verified: !id.startsWith('unverified'), ...nameOf(id) };
      },
    };
  },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  // Consent is not what these tests are about: every sign-in is granted the scopes it asks for.
  async loadExistingGrant(ctx) {
    const grant = new ctx.oidc.provider.Grant({
      clientId: ctx.oidc.client.clientId,
      accountId: ctx.oidc.session.accountId,
    });
    grant.addOIDCScope('openid email profile');
    await grant.save();
    return grant;
  },
  features: { devInteractions: { enabled: false } },
  cookies: { keys: ['rsm-test-provider-cookies'] },
});

const page = (
  uid,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head>
<body><h1>Test identity provider</h1>
<form method="post" action="/interaction/${uid}">
<label>Email <input type="email" name="email" required autofocus></label>
<button type="submit">Continue</button></form></body></html>`;

const readForm = (req) =>
  new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => resolve(new URLSearchParams(body)));
  });

const callback = provider.callback();
createServer(async (req, res) => {
  const interaction = /^\/interaction\/([\w-]+)$/.exec(req.url ?? '');
  if (!interaction) return callback(req, res);
  try {
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(page(details.uid));
    }
    const email = (await readForm(req)).get('email') ?? '';
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: email } },
      { mergeWithLastSubmission: false },
    );
  } catch (error) {
    res.writeHead(400, { 'content-type': 'text/plain' });
    res.end(String(error));
  }
}).listen(Number(values.port), () => console.log(`listening ${issuer}`));
