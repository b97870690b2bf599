// The plugin's webhook route keeps the body's bytes (a sender's signature is over them).
exports.default = {
  routes: [{ matcher: "/hooks/plugin-ping", method: ["POST"], bodyParser: { preserveRawBody: true } }],
}
