// The whole purchase with the keyboard alone: Tab, Shift+Tab, Enter, Space, arrow keys and typing;
// no mouse click anywhere. A shopper finds a product, puts it in the cart, signs in from the
// checkout, fills the form, chooses a payment method and places the order.
import assert from "node:assert/strict"
import { test, BASE_URL, openPage, screenshot } from "./browser.mjs"
import { newCustomer } from "./customers.mjs"

/** What has the focus: its tag, accessible name (aria-label, label or text), type and address. */
const focused = (page) =>
  page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return { tag: "BODY", name: "" }
    const labels = "labels" in element && element.labels ? [...element.labels].map((label) => label.textContent.trim()).join(" ") : ""
    const name = (element.getAttribute("aria-label") || labels || element.textContent || "").replace(/\s+/g, " ").trim()
    return { tag: element.tagName, name, type: element.getAttribute("type") ?? "", href: element.getAttribute("href") ?? "" }
  })

/** Presses Tab (or Shift+Tab) until the focused element matches, as a keyboard user would. */
async function tabTo(page, matches, { backwards = false, max = 120 } = {}) {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab")
    const current = await focused(page)
    if (matches(current)) return current
  }
  throw new Error(`Nothing matching was reached with ${max} presses of ${backwards ? "Shift+Tab" : "Tab"}`)
}

const named = (name, tag) => (element) => element.name === name && (!tag || element.tag === tag)

/** Whether the focused element shows where the focus is (an outline or a ring). */
const focusIsVisible = (page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement)
    return (style.outlineStyle !== "none" && style.outlineWidth !== "0px") || style.boxShadow !== "none"
  })

test.describe("keyboard only", () => {
  test("find a product, add it to the cart, sign in, fill in the checkout and place the order", async ({ browser }) => {
    const { page, context } = await openPage(browser)
    // A long e-mail address, which must stay inside its card on the confirmation page.
    const customer = newCustomer("keyboard.shopper.with.a.rather.long.address")
    const registered = await fetch(`${BASE_URL}/api/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(customer),
    })
    assert.equal(registered.status, 201)
    const products = await (await fetch(`${BASE_URL}/api/products?category=scanners&inStock=true&sort=price-low`)).json()
    const product = products[0]

    // The category's list: Tab to the product's name and open it with Enter.
    await page.goto("/products?category=scanners&inStock=true&sort=price-low")
    await page.getByRole("link", { name: product.name }).first().waitFor()
    await tabTo(page, (element) => element.tag === "A" && element.name === product.name)
    assert.ok(await focusIsVisible(page), "the focused link shows its focus")
    await page.keyboard.press("Enter")
    await page.getByRole("heading", { level: 1, name: product.name }).waitFor()

    // Two units: the + button with Space, then Add to Cart with Enter.
    await tabTo(page, named("Increase quantity"))
    await page.keyboard.press("Space")
    await tabTo(page, named("Add to Cart", "BUTTON"))
    await page.keyboard.press("Enter")
    await page.getByText("Added to cart").first().waitFor()

    // Back up to the header's cart link with Shift+Tab.
    await tabTo(page, (element) => element.tag === "A" && /^Cart, 2 items$/.test(element.name), { backwards: true })
    await page.keyboard.press("Enter")
    await page.getByRole("heading", { name: "Shopping Cart" }).waitFor()
    await tabTo(page, named("Proceed to Checkout"))
    await page.keyboard.press("Enter")

    // Checkout asks to sign in; the sign-in form brings the shopper back.
    await page.getByRole("heading", { name: "Sign In Required" }).waitFor()
    await tabTo(page, (element) => element.tag === "A" && element.name === "Sign In" && element.href.startsWith("/login"))
    await page.keyboard.press("Enter")
    await page.getByRole("heading", { name: "Welcome Back" }).waitFor()
    await tabTo(page, (element) => element.tag === "INPUT" && element.name.startsWith("Email"))
    await page.keyboard.type(customer.email)
    await tabTo(page, (element) => element.tag === "INPUT" && element.name.startsWith("Password"))
    await page.keyboard.type(customer.password)
    await page.keyboard.press("Enter")
    await page.waitForURL("**/checkout")
    await page.getByRole("heading", { name: "Checkout", level: 1 }).waitFor()

    // The address: the contact details and names are already filled in from the account.
    await tabTo(page, (element) => element.tag === "INPUT" && element.name === "Street Address")
    await page.keyboard.type("2250 E 73rd St")
    await tabTo(page, (element) => element.tag === "INPUT" && element.name === "City")
    await page.keyboard.type("Tulsa")
    await tabTo(page, (element) => element.tag === "SELECT" && element.name === "State")
    await page.keyboard.type("Oklahoma")
    await tabTo(page, (element) => element.tag === "INPUT" && element.name === "ZIP Code")
    await page.keyboard.type("74136")
    await tabTo(page, (element) => element.type === "checkbox" && element.name === "Same as shipping address")
    await page.keyboard.press("Space")
    // The payment method with the arrow keys: from Cash on Delivery to Card on Delivery.
    await tabTo(page, (element) => element.type === "radio")
    await page.keyboard.press("ArrowDown")
    assert.equal(await page.getByRole("radio", { name: /Card on Delivery/ }).isChecked(), true)
    await tabTo(page, named("Place Order", "BUTTON"))
    assert.ok(await focusIsVisible(page), "Place Order shows its focus")
    await page.keyboard.press("Enter")

    await page.getByRole("heading", { name: "Order Confirmed!" }).waitFor()
    // The confirmation's heading takes the focus, so a screen reader announces it.
    assert.equal((await focused(page)).name, "Order Confirmed!")
    const email = page.getByText(customer.email, { exact: true }).first()
    const card = page.locator("section", { has: page.getByRole("heading", { name: "Delivery Information" }) })
    const [emailBox, cardBox] = [await email.boundingBox(), await card.boundingBox()]
    assert.ok(emailBox.x + emailBox.width <= cardBox.x + cardBox.width, "the e-mail stays inside its card")
    await screenshot(page, "keyboard-checkout-confirmed")
    await context.close()
  })
})
