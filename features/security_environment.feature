Feature: Working directory and environment
  Commands run only inside the allowed roots, without the secrets of the process that runs them,
  and with unattended defaults so that nothing waits for a person.

  Scenario: Secret-looking variables are not handed to commands
    Given the toolkit runs with the environment:
      | name                  | value          |
      | OPENAI_API_KEY        | sk-test-123    |
      | GITHUB_TOKEN          | ghp_test       |
      | DB_PASSWORD           | hunter2        |
      | AWS_SECRET_ACCESS_KEY | aws-secret     |
      | MY_PRIVATE_THING      | private        |
      | HTTP_AUTH_HEADER      | Basic abc      |
      | PLAIN_SETTING         | visible        |
      | SSH_AUTH_SOCK         | /tmp/agent.sock |
    When I execute BashTool with command="env"
    Then the result should be successful
    And the output should contain "PLAIN_SETTING=visible"
    And the output should contain "SSH_AUTH_SOCK=/tmp/agent.sock"
    And the output should not contain any of: sk-test-123, ghp_test, hunter2, aws-secret, private, Basic abc

  Scenario: A secret-looking variable can be allow-listed
    Given the toolkit runs with the environment:
      | name           | value        |
      | NPM_TOKEN      | npm-allowed  |
      | OTHER_TOKEN    | not-allowed  |
    And the environment allow-list holds NPM_TOKEN
    When I execute BashTool with command="echo ${NPM_TOKEN:-unset} ${OTHER_TOKEN:-unset}"
    Then the output should contain "npm-allowed unset"

  Scenario: Commands get unattended defaults
    When I execute BashTool with command="echo $PAGER $GIT_PAGER $GIT_EDITOR $EDITOR $GIT_TERMINAL_PROMPT $CI $DEBIAN_FRONTEND $NO_COLOR"
    Then the output should contain "cat cat true true 0 true noninteractive 1"

  Scenario: stdin is /dev/null, so a command that reads input does not wait
    When I execute BashTool with command="read -r line; echo read-returned:$?; cat; readlink /proc/self/fd/0"
    Then the result should be successful
    And the output should contain "read-returned:1"
    And the output should contain "/dev/null"
    And the execution should complete in less than 2 seconds

  Scenario: git does not open an editor or a pager
    Given an execution context with a git repository
    When I execute BashTool with command="git -c user.name=t -c user.email=t@example.com commit --allow-empty -q; echo editor:$?; git -c user.name=t -c user.email=t@example.com commit --allow-empty -qm first && git log"
    Then the result should be successful
    And the output should contain "Aborting commit due to empty commit message"
    And the output should contain "editor:1"
    And the output should contain "Author: t <t@example.com>"
    And the execution should complete in less than 5 seconds

  Scenario: A working directory inside an allowed root is accepted
    Given the toolkit allows only the scenario's directory as a root
    And a directory with files
    When I execute BashTool with command="ls"
    Then the result should be successful
    And the output should contain "README.md"

  Scenario: A working directory outside the allowed roots is refused
    Given the toolkit allows only the scenario's directory as a root
    And an execution context with working_dir="/tmp"
    When I execute BashTool with command="ls"
    Then the result should be failed
    And the error should contain "is outside the allowed roots"
    And no process should have been launched

  Scenario: A symlink into the root from outside is judged by where it leads
    Given the toolkit allows only the scenario's directory as a root
    And a symlink outside the root that points into it
    When I execute BashTool with command="pwd -P" in the symlink
    Then the result should be successful

  Scenario: A symlink inside the root that leads out is refused
    Given the toolkit allows only the scenario's directory as a root
    And a symlink inside the root that points to "/etc"
    When I execute BashTool with command="ls" in the symlink
    Then the result should be failed
    And the error should contain "is outside the allowed roots"

  Scenario: Commands never run the user's shell start-up files, whatever SHLVL the host has
    Given a home directory whose .bashrc exports RC_CANARY, and a host whose SHLVL is 0
    When I execute BashTool with command="echo rc:${RC_CANARY:-clean}"
    Then the output should contain "rc:clean"
    Given the calls belong to the session "no-rc"
    When I execute BashTool with command="echo rc:${RC_CANARY:-clean}"
    Then the output should contain "rc:clean"

  Scenario: Every unattended default reaches the command
    When I execute BashTool with command="env"
    Then the result should be successful
    And the output should contain each of these lines:
      | line                               |
      | PAGER=cat                          |
      | GIT_PAGER=cat                      |
      | MANPAGER=cat                       |
      | SYSTEMD_PAGER=                     |
      | GIT_EDITOR=true                    |
      | EDITOR=true                        |
      | VISUAL=true                        |
      | GIT_TERMINAL_PROMPT=0              |
      | GIT_ASKPASS=false                  |
      | SSH_ASKPASS=false                  |
      | GCM_INTERACTIVE=never              |
      | CI=true                            |
      | DEBIAN_FRONTEND=noninteractive     |
      | NO_COLOR=1                         |
      | FORCE_COLOR=0                      |
      | TERM=dumb                          |
      | npm_config_yes=true                |
      | npm_config_fund=false              |
      | npm_config_update_notifier=false   |
      | PIP_NO_INPUT=1                     |
      | PYTHONUNBUFFERED=1                 |
      | HOMEBREW_NO_AUTO_UPDATE=1          |
