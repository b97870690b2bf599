/** Events of customer messages, which the shop's e-mail subscribers listen to. */
export const InquiryEvents = {
  CREATED: "inquiry.created",
  REPLIED: "inquiry.replied",
} as const
