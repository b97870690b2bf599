/**
 * React Router's v7 behaviours, taken now, by the shop's router and the tests' alike: a navigation
 * renders in a transition, so the screen shown stays until the next one is ready, and relative
 * links inside splat routes resolve as in v7.
 */
export const routerFuture = { v7_startTransition: true, v7_relativeSplatPath: true } as const
