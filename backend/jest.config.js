const { loadEnv } = require("@medusajs/framework/utils")
loadEnv("test", process.cwd())

module.exports = {
  transform: {
    "^.+\\.[jt]s$": [
      "@swc/jest",
      {
        jsc: {
          parser: { syntax: "typescript", decorators: true },
          target: "es2021",
        },
      },
    ],
  },
  testEnvironment: "node",
  moduleFileExtensions: ["js", "ts", "json"],
  modulePathIgnorePatterns: ["dist/", "<rootDir>/.medusa/"],
  setupFiles: ["./integration-tests/setup.js"],
  testTimeout: 120000,
  testMatch:
    process.env.TEST_TYPE === "integration:http"
      ? ["**/integration-tests/http/**/*.spec.[jt]s"]
      : process.env.TEST_TYPE === "integration:modules"
        ? ["**/src/modules/*/__tests__/**/*.[jt]s"]
        : ["**/src/**/*.unit.spec.[jt]s"],
  // Tests read the contract's sources; the built package is what the server runs.
  moduleNameMapper: { "^@printshop/contract$": "<rootDir>/../packages/contract/src/index.ts" },
}
