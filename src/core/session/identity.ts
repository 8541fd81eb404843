// How a user names itself at login and what it asks of the session: declared once, in the contract.
export type { LoginIdentity, LoginOptions } from '../../contract/auth';
