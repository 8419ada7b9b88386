// Request logs stay on, but secrets never reach them: bearer tokens, CSRF tokens, cookies, passwords and
// login codes, card numbers and CVVs are censored wherever a log line carries a request, its headers or a body.
export const logRedaction = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'req.headers["h-csrf-token"]',
    'res.headers["set-cookie"]',
    'headers.authorization',
    'headers.cookie',
    'headers["h-csrf-token"]',
    'body.password',
    'body.code',
    'body.token',
    'body.csrfToken',
    'body.number',
    'body.cvv',
    'body.acknowledgementCode',
    'password',
    'token',
    'csrfToken',
    '*.password',
    '*.token',
    '*.csrfToken',
    '*.cvv',
  ],
  censor: '[redacted]',
};
