import { WorkflowResponse, createWorkflow } from "@medusajs/framework/workflows-sdk"
import { clearSearchTermStep } from "../steps/clear-search-term"

/** Staff clear a search without results (they stocked it, or it was noise); null if it was not listed. */
export const clearSearchTermWorkflow = createWorkflow("clear-search-term", (input: { id: string }) => {
  return new WorkflowResponse(clearSearchTermStep(input))
})
