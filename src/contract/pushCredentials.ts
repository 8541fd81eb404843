// The broker login of a signed-in session, for a broker that wants one per session (Mosquitto with
// its dynamic-security plugin; the layout's push.credentials is 'session'). The server creates the
// session's broker client when asked and removes it at logout, lock (disabled) and the session's
// end; the shell asks again before every (re)connect. docs/deployment.md, "External broker".

/** GET push/login: the MQTT user name and password of this login session. */
export interface PushBrokerLogin {
  /** `s-<session id>`: the broker client of this session only. */
  username: string;
  /** Valid while the session is live and unlocked; the same for every tab of the session. */
  password: string;
}
