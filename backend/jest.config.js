const { loadEnv } = require("@medusajs/framework/utils")
loadEnv("test", process.cwd())

module.exports = {
  transform: {
    "^.+\\.[jt]sx?$": [
      "@swc/jest",
      {
        jsc: {
          parser: { syntax: "typescript", tsx: true, decorators: true },
          transform: { react: { runtime: "automatic" } },
          target: "es2021",
        },
      },
    ],
  },
  testEnvironment: "node",
  moduleFileExtensions: ["js", "ts", "tsx", "json"],
  modulePathIgnorePatterns: ["dist/", "<rootDir>/.medusa/"],
  setupFiles: ["./integration-tests/setup.js"],
  testTimeout: 120000,
  testMatch:
    process.env.TEST_TYPE === "integration:http"
      ? ["**/integration-tests/http/**/*.spec.[jt]s"]
      : process.env.TEST_TYPE === "integration:modules"
        ? ["**/src/modules/*/__tests__/**/*.[jt]s"]
        : ["**/src/**/*.unit.spec.[jt]s"],
  // Tests read the shop's packages' sources; the built packages are what the server runs.
  moduleNameMapper: {
    "^@printshop/contract$": "<rootDir>/../packages/contract/src/index.ts",
    "^@printshop/catalogue-engine$": "<rootDir>/../packages/catalogue-engine/src/index.ts",
  },
}
