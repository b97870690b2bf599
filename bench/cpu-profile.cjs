// Preloaded with --require (NODE_OPTIONS) by `npm run bench:orders -- --profile`: records a CPU
// profile of the process and writes it to CPU_PROFILE_DIR when the process exits.
const fs = require("node:fs")
const path = require("node:path")
const inspector = require("node:inspector")

const session = new inspector.Session()
session.connect()
session.post("Profiler.enable")
session.post("Profiler.setSamplingInterval", { interval: 500 })
session.post("Profiler.start")
process.on("exit", () => {
  // The main thread's session answers synchronously, so this works while the process exits.
  session.post("Profiler.stop", (error, result) => {
    if (error) return
    const dir = process.env.CPU_PROFILE_DIR || process.cwd()
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(path.join(dir, `medusa-${process.pid}.cpuprofile`), JSON.stringify(result.profile))
  })
})
