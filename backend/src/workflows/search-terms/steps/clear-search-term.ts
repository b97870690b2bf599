import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { SEARCH_TERMS_MODULE } from "../../../modules/search-terms"
import type SearchTermsModuleService from "../../../modules/search-terms/service"

/** Removes a search term from staff's list; compensation puts it back as it was. */
export const clearSearchTermStep = createStep(
  "clear-search-term",
  async (input: { id: string }, { container }) => {
    const service = container.resolve<SearchTermsModuleService>(SEARCH_TERMS_MODULE)
    const [term] = await service.listSearchTerms({ id: input.id })
    if (!term) return new StepResponse(null, null)
    await service.deleteSearchTerms(term.id)
    return new StepResponse({ id: term.id }, { term: term.term, count: term.count, last_searched_at: term.last_searched_at })
  },
  async (removed, { container }) => {
    if (removed) await container.resolve<SearchTermsModuleService>(SEARCH_TERMS_MODULE).createSearchTerms(removed)
  }
)
