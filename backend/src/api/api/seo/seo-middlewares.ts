import type { MiddlewareRoute } from "@medusajs/framework/http"
import { z } from "zod"
import { validateQuery } from "../../http/validation"

/**
 * The checks of the /api/seo routes (registered in src/api/middlewares.ts). The head takes the
 * page's path; anything else the edge passes along (the rest of a page's query) is ignored.
 */
export const seoMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/api/seo/head",
    method: ["GET"],
    middlewares: [validateQuery(z.object({ path: z.string({ error: "path is required" }).min(1, "path is required").max(2048) }))],
  },
  { matcher: "/api/seo/sitemap.xml", method: ["GET"], middlewares: [validateQuery(z.object({}).strict())] },
  {
    matcher: "/api/seo/share-image/:id",
    method: ["GET"],
    middlewares: [validateQuery(z.object({ v: z.string().max(64).optional() }).strict())],
  },
  { matcher: "/api/seo/robots.txt", method: ["GET"], middlewares: [validateQuery(z.object({}).strict())] },
]
