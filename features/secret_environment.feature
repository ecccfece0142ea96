Feature: Secrets in the host's environment are recognised by name and by value
  Variables whose names say password, session, cookie, webhook or DSN, and values that carry a
  password in a URL or a query, or a provider's key prefix, are not handed to commands. The
  working directory's PWD and a desktop session's kind are not secrets and stay.

  @regression
  Scenario: Secret names and values the filter used to miss are not handed to commands
    Given the toolkit runs with the environment:
      | name              | value                                        |
      | REDIS_URL         | redis://:canary-redis-pw@cache.test:6379     |
      | DATABASE_URL      | postgres://db.test/app?password=canary-dbq   |
      | MYSQL_PWD         | canary-mysql                                 |
      | DB_PASS           | canary-dbpass                                |
      | GPG_PASSPHRASE    | canary-gpg                                   |
      | APP_CREDS         | canary-creds                                 |
      | STRIPE_SK         | sk_live_canary0stripe0key                    |
      | SENTRY_DSN        | canary-sentry                                |
      | SLACK_WEBHOOK_URL | canary-slack-hook                            |
      | AWS_SESSION_TOK   | canary-aws-session                           |
      | COOKIE_JAR_SIG    | canary-cookie                                |
      | PLAIN_SETTING     | visible-4706                                 |
      | XDG_SESSION_TYPE  | tty                                          |
    When I execute BashTool with command="env; echo pwd=$PWD"
    Then the result should be successful
    And the output should contain "PLAIN_SETTING=visible-4706"
    And the output should contain "XDG_SESSION_TYPE=tty"
    And the output should contain "pwd=/"
    And the output should not contain any of: canary-redis-pw, canary-dbq, canary-mysql, canary-dbpass, canary-gpg, canary-creds
    And the output should not contain any of: sk_live_canary, canary-sentry, canary-slack-hook, canary-aws-session, canary-cookie
