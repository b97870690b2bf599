import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Buildings } from "@medusajs/icons"
import { Button, Container, Drawer, Heading, Input, StatusBadge, Table, Text } from "@medusajs/ui"
import { type AdminCompany, COMPANY_ROLE_LABELS, type CompanyRole, PAYMENT_TERMS_LABELS, countryName } from "@printshop/contract"
import { type ReactNode, useState } from "react"
import { COMPANY_PAGE_SIZE, useCompanies } from "../../api/companies"
import { formatDate, formatDateTime } from "../../components/format"
import { PagedTable } from "../../components/paged-table"
import { ShopQueries } from "../../lib/shop-queries"
import { useDebouncedValue } from "../../lib/use-debounced-value"

const SEARCH_DELAY_MS = 300

const count = new Intl.NumberFormat("en-US")

const CompanyRoleBadge = ({ role }: { role: CompanyRole }) => (
  <StatusBadge color={role === "admin" ? "blue" : "grey"}>{COMPANY_ROLE_LABELS[role]}</StatusBadge>
)

/** The company's admins: the first by name and e-mail, how many more there are. */
function CompanyAdmins({ company }: { company: AdminCompany }) {
  const [first, ...others] = company.members.filter((member) => member.role === "admin")
  if (!first) return <>-</>
  return (
    <>
      <Text size="small" weight="plus" leading="compact">
        {first.name}
      </Text>
      <Text size="xsmall" className="text-ui-fg-subtle">
        {first.email}
      </Text>
      {others.length > 0 && (
        <Text size="xsmall" className="text-ui-fg-muted" title={others.map((admin) => admin.email).join(", ")}>
          and {others.length} more {others.length === 1 ? "admin" : "admins"}
        </Text>
      )}
    </>
  )
}

/** The company's payment terms ("Net 30") or "-", and how many of its invoices are overdue when any are. */
function CompanyTerms({ company }: { company: AdminCompany }) {
  return (
    <>
      <Text size="small" leading="compact">
        {company.paymentTerms ? PAYMENT_TERMS_LABELS[company.paymentTerms] : "-"}
      </Text>
      {company.overdueCount > 0 && (
        <StatusBadge color="red" className="mt-1">
          {count.format(company.overdueCount)} overdue
        </StatusBadge>
      )}
    </>
  )
}

/**
 * Companies: business buyers' company accounts, newest first, the same list as the shop's /admin
 * (docs/using-the-shop.md, "The staff area (/admin)"), searched by name, tax ID or a member's
 * e-mail, with their payment terms and overdue invoices. Read-only: a company's admins manage its
 * members in their account; staff give it payment terms in the shop's /admin.
 */
function Companies() {
  const [search, setSearch] = useState("")
  const [pageIndex, setPageIndex] = useState(0)
  const [viewing, setViewing] = useState<AdminCompany | null>(null)
  const term = useDebouncedValue(search.trim(), SEARCH_DELAY_MS)
  const query = useCompanies({ search: term || undefined, limit: COMPANY_PAGE_SIZE, offset: pageIndex * COMPANY_PAGE_SIZE })

  return (
    <Container className="divide-y p-0">
      <div className="flex flex-col gap-4 px-6 py-4 md:flex-row md:items-center md:justify-between">
        <div>
          <Heading level="h1">Companies</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            Business buyers' company accounts: their members, open invitations and orders
          </Text>
        </div>
        <Input
          type="search"
          size="small"
          className="md:w-72"
          aria-label="Search companies"
          placeholder="Name, tax ID or member email"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value)
            setPageIndex(0)
          }}
        />
      </div>

      <PagedTable
        label="Companies"
        headings={["Company", "Tax ID", "Members", "Admins", "Orders", "Terms", "Created"]}
        query={query}
        texts={{
          loading: "Loading companies...",
          failed: "Could not load the companies:",
          empty: term ? `No companies match "${term}"` : "No companies yet",
        }}
        rows={query.data?.companies.map((company) => (
          <Table.Row key={company.id}>
            <Table.Cell className="max-w-[14rem] truncate">
              <Text size="small" weight="plus" leading="compact">
                {company.name}
              </Text>
            </Table.Cell>
            <Table.Cell className="whitespace-nowrap">{company.taxId || "-"}</Table.Cell>
            <Table.Cell>{count.format(company.members.length)}</Table.Cell>
            <Table.Cell className="py-2">
              <CompanyAdmins company={company} />
            </Table.Cell>
            <Table.Cell>{count.format(company.orderCount)}</Table.Cell>
            <Table.Cell className="whitespace-nowrap py-2">
              <CompanyTerms company={company} />
            </Table.Cell>
            <Table.Cell className="whitespace-nowrap">{formatDate(company.createdAt)}</Table.Cell>
            <Table.Cell className="text-right">
              <Button size="small" variant="secondary" onClick={() => setViewing(company)} aria-label={`View ${company.name}`}>
                View
              </Button>
            </Table.Cell>
          </Table.Row>
        ))}
        page={{ count: query.data?.count, size: COMPANY_PAGE_SIZE, index: pageIndex, onIndexChange: setPageIndex }}
      />

      <Drawer open={viewing !== null} onOpenChange={(open) => !open && setViewing(null)}>
        <Drawer.Content>{viewing && <CompanyDetails company={viewing} />}</Drawer.Content>
      </Drawer>
    </Container>
  )
}

/** One company, read-only: its details, payment terms and overdue invoices, billing address, customer group, members and open invitations. */
function CompanyDetails({ company }: { company: AdminCompany }) {
  const address = company.billingAddress
  return (
    <>
      <Drawer.Header>
        <Drawer.Title>{company.name}</Drawer.Title>
        <Drawer.Description className="text-ui-fg-subtle txt-compact-small">
          Company account created {formatDateTime(company.createdAt)}
        </Drawer.Description>
      </Drawer.Header>
      <Drawer.Body className="flex flex-col gap-y-6 overflow-y-auto">
        <dl className="bg-ui-bg-subtle grid grid-cols-2 gap-4 rounded-lg p-4">
          <Detail label="Tax ID">{company.taxId || "-"}</Detail>
          <Detail label="Phone">{company.phone || "-"}</Detail>
          <Detail label="Members">{count.format(company.members.length)}</Detail>
          <Detail label="Orders">{count.format(company.orderCount)}</Detail>
          <Detail label="Payment terms">{company.paymentTerms ? PAYMENT_TERMS_LABELS[company.paymentTerms] : "None"}</Detail>
          <Detail label="Overdue invoices">
            <span className={company.overdueCount > 0 ? "text-ui-fg-error font-medium" : undefined}>{count.format(company.overdueCount)}</span>
          </Detail>
        </dl>

        <div className="grid grid-cols-2 gap-4">
          <section className="flex flex-col gap-y-2">
            <Heading level="h3">Billing address</Heading>
            <address className="txt-compact-small text-ui-fg-base not-italic">
              <span className="block">{company.name}</span>
              <span className="block">{address.address}</span>
              {address.address2 && <span className="block">{address.address2}</span>}
              <span className="block">
                {address.city}, {address.state} {address.zipCode}
              </span>
              <span className="block">{countryName(address.country)}</span>
            </address>
          </section>
          <section className="flex flex-col gap-y-2">
            <Heading level="h3">Customer group</Heading>
            <Text size="small">
              {company.customerGroupId ? (
                // Relative to /app/companies: the dashboard's customer group page, wherever the dashboard is served.
                <a className="text-ui-fg-interactive break-all" href={`customer-groups/${encodeURIComponent(company.customerGroupId)}`}>
                  {company.customerGroupId}
                </a>
              ) : (
                "None"
              )}
            </Text>
          </section>
        </div>

        <section className="flex flex-col gap-y-2">
          <Heading level="h3">Members</Heading>
          {company.members.length === 0 ? (
            <Text size="small" className="text-ui-fg-subtle">
              No members.
            </Text>
          ) : (
            <div className="overflow-x-auto rounded-lg border">
              <Table aria-label="Members">
                <Table.Header>
                  <Table.Row>
                    <Table.HeaderCell>Name</Table.HeaderCell>
                    <Table.HeaderCell>Email</Table.HeaderCell>
                    <Table.HeaderCell>Role</Table.HeaderCell>
                    <Table.HeaderCell>Joined</Table.HeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {company.members.map((member) => (
                    <Table.Row key={member.id}>
                      <Table.Cell className="py-2">
                        {/* Relative to /app/companies: the dashboard's customer page. */}
                        <a className="text-ui-fg-interactive txt-compact-small" href={`customers/${encodeURIComponent(member.id)}`}>
                          {member.name || member.email}
                        </a>
                      </Table.Cell>
                      <Table.Cell className="whitespace-nowrap">{member.email}</Table.Cell>
                      <Table.Cell>
                        <CompanyRoleBadge role={member.role} />
                      </Table.Cell>
                      <Table.Cell className="whitespace-nowrap">{formatDate(member.joinedAt)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table>
            </div>
          )}
        </section>

        <section className="flex flex-col gap-y-2">
          <Heading level="h3">Open invitations</Heading>
          {company.invites.length === 0 ? (
            <Text size="small" className="text-ui-fg-subtle">
              No open invitations.
            </Text>
          ) : (
            <div className="overflow-x-auto rounded-lg border">
              <Table aria-label="Open invitations">
                <Table.Header>
                  <Table.Row>
                    <Table.HeaderCell>Email</Table.HeaderCell>
                    <Table.HeaderCell>Invited by</Table.HeaderCell>
                    <Table.HeaderCell>Expires</Table.HeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {company.invites.map((invite) => (
                    <Table.Row key={invite.id}>
                      <Table.Cell className="whitespace-nowrap">{invite.email}</Table.Cell>
                      <Table.Cell>{invite.invitedBy}</Table.Cell>
                      <Table.Cell className="whitespace-nowrap">{formatDate(invite.expiresAt)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table>
            </div>
          )}
        </section>
      </Drawer.Body>
      <Drawer.Footer>
        <Drawer.Close asChild>
          <Button size="small" variant="secondary">
            Close
          </Button>
        </Drawer.Close>
      </Drawer.Footer>
    </>
  )
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="txt-compact-xsmall-plus text-ui-fg-muted uppercase">{label}</dt>
      <dd className="txt-compact-small text-ui-fg-base mt-1">{children}</dd>
    </div>
  )
}

const CompaniesPage = () => (
  <ShopQueries>
    <Companies />
  </ShopQueries>
)

export const config = defineRouteConfig({
  label: "Companies",
  icon: Buildings,
})

export default CompaniesPage
