const state = require("../state")

/** Records each customer Medusa creates (the shop's sign-up creates one). */
exports.default = async function customerCreated({ event }) {
  state.customersCreated.push(event.data.id)
}
exports.config = { event: "customer.created", context: { subscriberId: "printshop-test-plugin-customer-created" } }
