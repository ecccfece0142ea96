@launches-nothing
Feature: A NUL byte in a command is refused before anything else
  bash stops reading a command at a NUL byte, so what would run is not what the policy judged
  (`rm -rf /` + NUL + `tmp/x` looks like a path under /tmp). The Bash tool refuses such a command
  at validation, naming the parameter, on every entry: library, session, MCP, the CLI's `call`.

  Scenario: Through the Bash tool
    When I execute BashTool with a command of "rm -rf /", a NUL byte and "tmp/x"
    Then the result should be failed
    And the error should contain "command: must not contain a NUL byte"
    And metadata should contain validation_error=true
    And no process should have been launched

  Scenario: In a session
    Given the calls belong to the session "nul"
    When I execute BashTool with a command of "touch denied", a NUL byte and "suffix"
    Then the result should be failed
    And the error should contain "command: must not contain a NUL byte"
    And no process should have been launched

  # bash's read drops a NUL without counting it, so a session handed one by its own API would read
  # the rest of its input out of step.
  Scenario: In a session, through the shells' own API
    When the toolkit's shells run a command of "touch denied", a NUL byte and "suffix" in a session
    Then that run should have been refused with "command: must not contain a NUL byte"
    And no process should have been launched

  Scenario: Over MCP
    Given the MCP server is running in the scenario's directory
    And an MCP client is connected to it
    When the client calls Bash with a command of "rm -rf /", a NUL byte and "tmp/x"
    Then the call should be an error
    And the text should contain "command: must not contain a NUL byte"

  Scenario: Through the CLI's call
    When I run: agent-toolkit call Bash '{"command": "rm -rf /\u0000tmp/x"}'
    Then the exit code should be 2
    And stderr should contain "command: must not contain a NUL byte"
