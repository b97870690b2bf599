import { inviteIdOf, inviteToken } from "./invite-tokens"

describe("invitation tokens", () => {
  const secret = "a-secret-of-the-shop"

  it("names the invitation it was made for", () => {
    expect(inviteIdOf(inviteToken("compi_01ABC", secret), secret)).toBe("compi_01ABC")
  })

  it("refuses a token signed with another secret, altered or malformed", () => {
    const token = inviteToken("compi_01ABC", secret)
    expect(inviteIdOf(token, "another-secret")).toBeNull()
    expect(inviteIdOf(token.replace("compi_01ABC", "compi_01ABD"), secret)).toBeNull()
    expect(inviteIdOf(`${token}x`, secret)).toBeNull()
    expect(inviteIdOf(`${token}.more`, secret)).toBeNull()
    expect(inviteIdOf("compi_01ABC", secret)).toBeNull()
    expect(inviteIdOf("", secret)).toBeNull()
    expect(inviteIdOf(`cus_1.${token.split(".")[1]}`, secret)).toBeNull()
  })
})
