Feature: What a sandboxed command cannot read
  Besides the account's credentials, the sandbox hides every other account's home and root's,
  the system's password hashes, coding agents' logins, shell histories, and the host's /run with
  its sockets and keys.

  @regression
  Scenario: Another account's home is hidden in the sandbox
    Given another account's home holding a key "canary-alice-4707"
    And a toolkit with the sandbox enabled
    When I execute BashTool with a command that reads that account's key
    Then the output should contain "done"
    And the output should not contain any of: canary-alice-4707

  @regression
  Scenario: The system's password hashes are hidden in the sandbox
    Given a toolkit with the sandbox enabled
    When I execute BashTool with command="wc -c < /etc/shadow"
    Then /etc/shadow on the host should not be empty
    And the output should contain "0"

  @regression
  Scenario: A coding agent's login and a shell history are hidden in the sandbox
    Given a home directory with an agent login and a shell history
    And a toolkit with the sandbox enabled and that home
    When I execute BashTool with a command that reads the agent login and the history
    Then the output should contain "done"
    And the output should not contain any of: canary-claude-4708, canary-history-4708

  @regression
  Scenario: The host's /run is a fresh tmpfs in the sandbox
    Given a toolkit with the sandbox enabled
    When I execute BashTool with command="ls -A /run | grep -vx systemd; echo listed"
    Then the output should be "listed" alone
