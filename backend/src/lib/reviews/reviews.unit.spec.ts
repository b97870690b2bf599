import { reviewerName, toReviewView, toStaffReviewView } from "./reviews"

describe("reviews", () => {
  it("shows the first name and last initial, or the start of the e-mail", () => {
    expect(reviewerName({ first_name: "Grace", last_name: "hopper", email: "g@example.com" })).toEqual("Grace H.")
    expect(reviewerName({ first_name: "", last_name: null, email: "ada.l@example.com" })).toEqual("ada.l")
  })

  it("answers the spec's fields; staff also see who wrote it and whether it is hidden", () => {
    const record = {
      id: "rev_1",
      product_id: "prod_1",
      customer_id: "cus_1",
      customer_name: "Grace H.",
      customer_title: null,
      rating: 4,
      comment: "Prints well every day.",
      hidden: true,
      created_at: "2026-01-01T00:00:00.000Z",
    }
    expect(toReviewView(record)).toEqual({
      id: "rev_1",
      productId: "prod_1",
      customerName: "Grace H.",
      customerTitle: undefined,
      rating: 4,
      comment: "Prints well every day.",
      createdAt: "2026-01-01T00:00:00.000Z",
    })
    expect(toStaffReviewView(record)).toMatchObject({ customerId: "cus_1", hidden: true, updatedAt: "2026-01-01T00:00:00.000Z" })
  })
})
