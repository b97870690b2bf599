const { paths } = require("./paths.cjs")
let n = Math.floor(Math.random() * 1_000_000)
/** autocannon's setupRequest: the next suggestions request. */
module.exports = (request) => ({ ...request, path: paths.suggestions(n++) })
