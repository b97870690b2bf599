// What the plugin saw, kept on globalThis so the test that loaded it can read it.
const KEY = Symbol.for("printshop.test-plugin")
globalThis[KEY] ??= { customersCreated: [], pings: [] }
module.exports = globalThis[KEY]
