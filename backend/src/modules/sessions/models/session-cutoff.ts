import { model } from "@medusajs/framework/utils"

/**
 * Every token of an auth identity (`id`) issued before `valid_from` no longer counts: a password
 * change ends every earlier session. Kept apart from customer metadata, which the customer can
 * edit through Medusa's store API.
 */
const SessionCutoff = model.define("session_cutoff", {
  id: model.text().primaryKey(),
  valid_from: model.dateTime(),
})

export default SessionCutoff
