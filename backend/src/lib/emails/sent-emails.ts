import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import type { SentEmail } from "@printshop/contract"

/** The e-mails the Notification Module recorded about a record (an order, a message), oldest first. */
export async function sentEmails(container: MedusaContainer, resourceType: string, resourceId: string): Promise<SentEmail[]> {
  const records = await container
    .resolve(Modules.NOTIFICATION)
    .listNotifications({ channel: "email", resource_type: resourceType, resource_id: resourceId } as Record<string, unknown>, {
      select: ["id", "template", "to", "status", "created_at"],
      order: { created_at: "ASC" },
      take: 50,
    })
  return records.map((record) => ({
    id: record.id,
    template: record.template ?? "",
    to: record.to,
    status: record.status as SentEmail["status"],
    createdAt: new Date(record.created_at).toISOString(),
  }))
}
