import { useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { AlertTriangle, Building2, LinkIcon } from 'lucide-react'
import { COMPANY_MESSAGES, SHOP_NAME, type CompanyInviteCheck, type User } from '@printshop/contract'
import { NoticeCard } from '@/components/notice-card'
import { PageSpinner } from '@/components/page-spinner'
import { Button, buttonStyles } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { useCompanyInviteCheck, useJoinCompany } from '@/features/account/api/join-company'
import { authPagePath } from '@/features/auth/utils/redirect'
import { ApiError, serverMessage } from '@/lib/api-client'
import { useCurrentUser, useLogout } from '@/lib/auth'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useLinkToken } from '@/lib/use-link-token'

/** Where the Company tab of the account is. */
const COMPANY_TAB_PATH = '/account?tab=company'

/**
 * /company/join#token=... (or ?token=): the link of a company invitation e-mail. It says who invited
 * which address to which company; a visitor signs in or signs up first and comes back here, a
 * customer joins with one button and lands on the account's Company tab. The token is kept in the
 * fragment, which no server sees, so a reload and the way back from signing in still find it.
 */
export function CompanyJoinPage() {
  useDocumentTitle('Company Invitation')
  const token = useLinkToken({ keep: true })
  const { user, isLoading } = useCurrentUser()
  const check = useCompanyInviteCheck(token)

  if (!token) return <InvalidInvite message={COMPANY_MESSAGES.inviteInvalid} />
  if (check.isPending || isLoading) return <PageSpinner label="Checking your invitation..." />
  if (check.isError) {
    if (check.error instanceof ApiError && check.error.status === 404) {
      return <InvalidInvite message={serverMessage(check.error) ?? COMPANY_MESSAGES.inviteInvalid} />
    }
    return (
      <NoticeCard
        Icon={AlertTriangle}
        title="Invitation Unavailable"
        text="We could not check your invitation just now. Please try again in a moment."
      >
        <Button onClick={() => void check.refetch()} className="w-full">
          Try again
        </Button>
      </NoticeCard>
    )
  }
  return <Invitation token={token} invite={check.data} user={user} />
}

function InvalidInvite({ message }: { message: string }) {
  return (
    <NoticeCard Icon={LinkIcon} title="Invitation Not Valid" text={message}>
      <Link to="/" className={buttonStyles({ variant: 'outline', className: 'w-full' })}>
        Back to Home
      </Link>
    </NoticeCard>
  )
}

function Invitation({ token, invite, user }: { token: string; invite: CompanyInviteCheck; user: User | null }) {
  const text = `${invite.invitedBy} invited ${invite.email} to join ${invite.companyName} on ${SHOP_NAME}.`
  return (
    <NoticeCard Icon={Building2} title="Company Invitation" text={text}>
      <p className="text-sm text-slate-600">Members of a company account share their orders, quotes and saved addresses.</p>
      {user ? <JoinActions token={token} invite={invite} user={user} /> : <SignInActions token={token} invite={invite} />}
    </NoticeCard>
  )
}

/** For a visitor: sign in or create an account (with the invited address), then back to this page. */
function SignInActions({ token, invite }: { token: string; invite: CompanyInviteCheck }) {
  const back = `/company/join#token=${encodeURIComponent(token)}`
  return (
    <>
      <p className="text-sm text-slate-600">{`Sign in or create an account with ${invite.email} to join.`}</p>
      <Link to={authPagePath('/login', back)} className={buttonStyles({ className: 'w-full' })}>
        Sign In
      </Link>
      <Link to={authPagePath('/signup', back)} className={buttonStyles({ variant: 'outline', className: 'w-full' })}>
        Create Account
      </Link>
    </>
  )
}

/** For a signed-in customer: 'Join <company>', and what the server said when it refused. */
function JoinActions({ token, invite, user }: { token: string; invite: CompanyInviteCheck; user: User }) {
  const navigate = useNavigate()
  const joinCompany = useJoinCompany()
  const logout = useLogout()
  const [refusal, setRefusal] = useState<{ status: number; message: string } | null>(null)

  async function onJoin() {
    setRefusal(null)
    try {
      await joinCompany.mutateAsync(token)
    } catch (error) {
      setRefusal({
        status: error instanceof ApiError ? error.status : 0,
        message: serverMessage(error) ?? 'We could not add you to the company just now. Please try again.',
      })
      return
    }
    toast({ title: COMPANY_MESSAGES.joined, description: 'You now share orders, quotes and addresses with your colleagues.' })
    navigate(COMPANY_TAB_PATH, { replace: true })
  }

  return (
    <>
      <p className="break-words text-sm text-slate-600">{`Signed in as ${user.email}.`}</p>
      {refusal && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-left text-sm text-red-800">
          {refusal.message}
        </div>
      )}
      {refusal?.message === COMPANY_MESSAGES.alreadyMember ? (
        <Link to={COMPANY_TAB_PATH} className={buttonStyles({ className: 'w-full' })}>
          Go to My Company
        </Link>
      ) : refusal?.status === 403 ? (
        // Another account than the invited one: signing out keeps this page (and its link) for the right one.
        <Button onClick={() => logout.mutate()} disabled={logout.isPending} className="w-full">
          {logout.isPending ? 'Signing out...' : 'Sign In with Another Account'}
        </Button>
      ) : refusal?.status === 404 ? null : (
        <Button onClick={() => void onJoin()} disabled={joinCompany.isPending} className="w-full">
          {joinCompany.isPending ? 'Joining...' : `Join ${invite.companyName}`}
        </Button>
      )}
      <Link to="/account" className={buttonStyles({ variant: 'outline', className: 'w-full' })}>
        My Account
      </Link>
    </>
  )
}
