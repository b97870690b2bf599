import { model } from "@medusajs/framework/utils"

/**
 * A token that was signed out before it expired. Bearer tokens are stateless JWTs, so signing
 * out records the token's id (its `jti`, or a hash of the token when it has none) here until
 * the token would have expired anyway.
 */
const RevokedToken = model.define("revoked_token", {
  id: model.text().primaryKey(),
  expires_at: model.dateTime().index("IDX_revoked_token_expires_at"),
})

export default RevokedToken
