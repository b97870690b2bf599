import { stockAlertUnsubscribeAnswerSchema, type StockAlertUnsubscribeAnswer } from '@printshop/contract'
import { apiRequest } from '@/lib/api-client'

/**
 * POST /api/stock-alerts/unsubscribe { token }: the address of the e-mail's link and how many waiting
 * alerts were removed (0 for a second click). 400 or 404 (STOCK_ALERT_MESSAGES.badLink) for a link
 * that is not one.
 */
export async function unsubscribeStockAlerts(token: string): Promise<StockAlertUnsubscribeAnswer> {
  const response = await apiRequest('POST', '/api/stock-alerts/unsubscribe', { token })
  return stockAlertUnsubscribeAnswerSchema.parse(await response.json())
}
