import { MedusaService } from "@medusajs/framework/utils"
import RevokedToken from "./models/revoked-token"
import SessionCutoff from "./models/session-cutoff"

/**
 * Server-only state that decides whether a signed token still counts
 * (docs/decisions.md, "Sessions and the public origin").
 */
class SessionsModuleService extends MedusaService({ RevokedToken, SessionCutoff }) {}

export default SessionsModuleService
