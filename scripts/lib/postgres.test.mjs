// The embedded PostgreSQL's helpers: finding the cluster another command (npm start) already runs.
import assert from "node:assert/strict"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { describe, it } from "node:test"
import { runningClusterPort } from "./postgres.mjs"

describe("runningClusterPort", () => {
  const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "printshop-cluster-"))
  const pidFile = (dir, pid, port) =>
    fs.writeFileSync(path.join(dir, "postmaster.pid"), [pid, dir, "1795650000", port, "/tmp", "127.0.0.1", "  5432001   1", "ready", ""].join("\n"))

  it("answers the port of the cluster whose server runs", () => {
    const dir = dataDir()
    pidFile(dir, process.pid, 54329)
    assert.equal(runningClusterPort(dir), 54329)
  })

  it("answers null for a stopped cluster, one left behind by a crash, or a damaged file", () => {
    const dir = dataDir()
    assert.equal(runningClusterPort(dir), null)
    pidFile(dir, 2 ** 22 + 12345, 54329)
    assert.equal(runningClusterPort(dir), null)
    fs.writeFileSync(path.join(dir, "postmaster.pid"), "not a pid file")
    assert.equal(runningClusterPort(dir), null)
  })
})
