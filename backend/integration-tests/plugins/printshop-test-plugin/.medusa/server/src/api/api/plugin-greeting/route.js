const state = require("../../../state")

/** GET /api/plugin-greeting: the plugin's option and what its subscriber saw. */
exports.GET = (req, res) => {
  const plugin = req.scope.resolve("configModule").plugins.find((entry) => typeof entry !== "string" && /printshop-test-plugin/.test(entry.resolve))
  res.json({ greeting: plugin?.options?.greeting ?? null, customersCreated: state.customersCreated.length })
}
