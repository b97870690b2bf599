import type { UserDTO } from "@medusajs/framework/types"

/** A member of staff as the shop's /api answers it. */
export function toStaffView(user: Pick<UserDTO, "id" | "email" | "first_name" | "last_name">) {
  return { id: user.id, email: user.email, firstName: user.first_name ?? "", lastName: user.last_name ?? "" }
}
