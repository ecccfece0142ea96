Feature: MCP server
  `agent-toolkit mcp` serves Bash, BashOutput and KillShell over stdio. These scenarios start the
  real server as a child process and drive it with the MCP SDK's own Client.

  Background:
    Given the MCP server is running in the scenario's directory
    And an MCP client is connected to it

  Scenario: The server lists the execution tools with the specification's schemas
    When the client lists the tools
    Then the tools should be Bash, BashOutput, KillShell, BashInput
    And each listed tool's input schema should equal the tool's declared schema
    And the Bash description should contain "in a persistent shell session"
    And the Bash description should contain "Timeout defaults to 120000ms (2 minutes), max 600000ms (10 minutes)"
    And the Bash description should contain every usage note of the specification:
      """
      - The command argument is required
      - Output exceeding 30000 characters will be truncated
      - Use run_in_background=true for long-running commands
      - Quote file paths with spaces using double quotes
      - Use && to chain dependent commands
      - Use ; when you don't care if earlier commands fail
      """
    And the Bash description should not contain "specialized file tools"
    And the server should have said on stderr what it serves

  Scenario: A foreground command returns its output and metadata
    When the client calls "Bash" with {"command": "echo hello from mcp"}
    Then the call should succeed with text "hello from mcp\n"
    And the structured content should contain exit_code=0

  Scenario: The working directory and exports carry over between calls
    When the client calls "Bash" with {"command": "mkdir -p nested && cd nested && export CARRIED=yes"}
    And the client calls "Bash" with {"command": "basename $PWD; echo $CARRIED"}
    Then the call should succeed with text "nested\nyes\n"

  Scenario: A failing command is an error result that still carries its output
    When the client calls "Bash" with {"command": "echo partial; exit 3"}
    Then the call should be an error
    And the text should contain "Command failed with exit code 3"
    And the text should contain "partial"
    And the structured content should contain exit_code=3

  Scenario: Invalid parameters are an error naming the rule
    When the client calls "Bash" with {"command": "echo hi", "timeout": 700000}
    Then the call should be an error
    And the text should contain "timeout: must be <= 600000, got 700000"

  Scenario: A background command is read with BashOutput and killed with KillShell
    When the client calls "Bash" with {"command": "echo started; sleep 308", "run_in_background": true}
    Then the call should succeed
    When the client reads the background shell with BashOutput until it says "started"
    Then the structured content should contain status="running"
    When the client calls KillShell on the background shell
    Then the text should contain "terminated"
    And no process running "sleep 308" should be left

  Scenario: A long foreground command reports progress with its latest output line
    When the client calls "Bash" with {"command": "for i in 1 2 3; do echo step $i; sleep 0.8; done"} asking for progress
    Then the call should succeed
    And the client should have received at least 2 progress notifications
    And the progress should increase and name the elapsed time
    And a progress message should contain "step"

  Scenario: Cancelling a call ends the command's process tree
    When the client calls "Bash" with {"command": "sleep 309 & sleep 310"} and cancels it after 300 ms
    Then the call should have been cancelled
    And no process running "sleep 309" should be left
    And no process running "sleep 310" should be left

  Scenario: Disconnecting the client stops the server and every shell it started
    When the client calls "Bash" with {"command": "sleep 311", "run_in_background": true}
    And the client disconnects
    Then the server process should exit
    And no process running "sleep 311" should be left

  Scenario Outline: A signal stops the server and every shell it started
    When the client calls "Bash" with {"command": "sleep 31<n>", "run_in_background": true}
    And the client calls "Bash" with {"command": "sleep 32<n> &"}
    And the server receives <signal>
    Then the server process should exit
    And no process running "sleep 31<n>" should be left
    And no process running "sleep 32<n>" should be left

    Examples:
      | signal  | n |
      | SIGTERM | 2 |
      | SIGINT  | 5 |

  Scenario: Stopping the server gives every shell its grace to end cleanly
    Given the MCP server is running in the scenario's directory
    And an MCP client is connected to it
    When the client calls "Bash" with {"command": "trap 'sleep 0.2; echo graceful > graceful.txt; exit 0' TERM; echo armed; while :; do sleep 0.05; done", "run_in_background": true}
    And the client reads the background shell with BashOutput until it says "armed"
    And the server receives SIGTERM
    Then the server process should exit
    And the file "graceful.txt" in the scenario's directory should contain "graceful"

  Scenario: Tools declare annotations and an outputSchema, and every result conforms in the SDK client
    Given the MCP server is running with the flags --deny Bash(git:*) --ask Bash(npm:*)
    And an MCP client is connected to it
    When the client lists the tools
    Then every tool should declare an outputSchema and annotations
    And the tools' annotations should be:
      | tool       | annotations                                                                          |
      | Bash       | {"title": "Run a shell command", "destructiveHint": true, "openWorldHint": true}     |
      | BashOutput | {"title": "Read a background shell", "readOnlyHint": true}                           |
      | KillShell  | {"title": "Kill a background shell", "destructiveHint": true, "idempotentHint": true} |
      | BashInput  | {"title": "Write to a background shell", "destructiveHint": true}                    |
    When the client makes every kind of call of every tool
    Then the SDK client should have accepted every result against its tool's outputSchema

  Scenario: The text carries the key metadata for clients that show only text
    Given the MCP server is running in the scenario's directory
    And an MCP client is connected to it
    When the client calls "Bash" with {"command": "exit 4"}
    Then the call's metadata line should be "[status: failed, exit_code: 4, signal: null, truncated: false]"

  Scenario: A background shell that finishes is announced in a log message
    Given the MCP server is running in the scenario's directory
    And an MCP client is connected to it
    And the client records log messages
    When the client calls "Bash" with {"command": "echo done", "run_in_background": true}
    Then the client should be told in a log message that the background shell finished

  Scenario: A foreground command's end is its result, not a log message
    Given the MCP server is running with the flags --no-persist
    And an MCP client is connected to it
    And the client records log messages
    When the client calls "Bash" with {"command": "echo foreground"}
    And the client calls "Bash" with {"command": "echo done", "run_in_background": true}
    Then the client should be told in a log message that the background shell finished
    And that should be the only log message about a finished shell

  Scenario: A command the policy asks about is put to the person when the client can ask
    Given the MCP server is running with the flags --ask Bash(touch:*)
    And an MCP client that answers questions with "allow_once, deny, always_allow, cancel" is connected to it
    When the client calls "Bash" with {"command": "touch approved-once"}
    Then the file "approved-once" should exist in the scenario's directory
    When the client calls "Bash" with {"command": "touch denied"}
    Then the call should be an error
    And the text should contain "refused by the user"
    And the structured content should contain confirmed=false
    And the structured content should contain blocked=true
    And the file "denied" should not exist in the scenario's directory
    When the client calls "Bash" with {"command": "touch always-1"}
    And the client calls "Bash" with {"command": "touch always-2"}
    Then the file "always-1" should exist in the scenario's directory
    And the file "always-2" should exist in the scenario's directory
    And the client should have been asked 3 times, about "Bash(touch:*)"

  Scenario: Without the capability a command the policy asks about fails saying so
    Given the MCP server is running with the flags --ask Bash(touch:*)
    And an MCP client is connected to it
    When the client calls "Bash" with {"command": "touch unconfirmed"}
    Then the call should be an error
    And the structured content should contain confirmation_required=true
    And the file "unconfirmed" should not exist in the scenario's directory

  Scenario: Parallel calls do not wait for each other, and start from the shell's state
    Given the MCP server is running in the scenario's directory
    And an MCP client is connected to it
    When the client calls "Bash" with {"command": "mkdir -p sub && cd sub && export KEPT=yes"}
    And the client calls Bash with "sleep 3; echo slow" and, 200 ms later, with "basename $PWD; echo $KEPT"
    Then the second call should have answered "sub\nyes\n" within 1000 ms while the first still ran
    And the first call should have answered "slow\n"
