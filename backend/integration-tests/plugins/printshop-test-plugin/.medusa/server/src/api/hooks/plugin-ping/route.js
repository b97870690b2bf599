const state = require("../../../state")

/** POST /hooks/plugin-ping: a third party's webhook to the plugin; answers the bytes it received. */
exports.POST = (req, res) => {
  const raw = req.rawBody ? req.rawBody.toString("utf8") : JSON.stringify(req.body)
  state.pings.push(raw)
  res.json({ received: raw, signature: req.headers["x-ping-signature"] ?? null })
}
