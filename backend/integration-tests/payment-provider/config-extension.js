/* global require, module, __dirname */
// The tests' additions to medusa-config.ts (SHOP_CONFIG_EXTENSION): a card processor's payment
// provider, registered as a merchant registers Stripe, and a small Medusa plugin.
const path = require("node:path")

module.exports = {
  paymentProviders: [{ resolve: path.join(__dirname, "index.ts"), id: "test-card", options: {} }],
  plugins: [{ resolve: path.join(__dirname, "..", "plugins", "printshop-test-plugin"), options: { greeting: "Hello from a plugin" } }],
}
