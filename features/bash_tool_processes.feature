Feature: Bash Tool - processes and output
  Each command runs in its own process group in the context's working directory; a timeout or a
  cancellation ends the whole tree, output is decoded safely and bounded, and nothing is left behind.

  Scenario: A missing working directory is a clear error
    Given an execution context with the missing working directory "/nonexistent/agent-toolkit"
    When I execute BashTool with command="echo hello"
    Then the result should be failed
    And the error should contain "Working directory does not exist: /nonexistent/agent-toolkit"
    And no process should have been launched

  Scenario: A command whose shell could not start is not said to have left processes behind
    Given a toolkit whose first one-off shell cannot start
    When I execute BashTool with command="echo first"
    Then the result should be failed
    And the error should contain "ENOENT"
    And metadata should not contain background_processes_stopped
    When I execute BashTool with command="echo second"
    Then the output should be "second\n"
    And metadata should not contain background_processes_stopped

  Scenario: A working directory that is a file is a clear error
    Given an execution context whose working directory is a file
    When I execute BashTool with command="echo hello"
    Then the result should be failed
    And the error should contain "Working directory is not a directory"

  Scenario: Commands run in the context's working directory
    Given a directory with files
    When I execute BashTool with command="pwd"
    Then the result should be successful
    And the output should be the scenario's directory

  Scenario: A timeout ends the whole process tree
    When I execute BashTool with:
      | command | sleep 30 & sleep 31 & (sleep 32; echo never) & wait |
      | timeout | 1000                                                |
    Then the result should be failed
    And the error should contain "timed out after 1000ms"
    And metadata should contain timed_out=true
    And no process of the command should be left

  Scenario: A timeout also ends descendants that left the process group
    When I execute BashTool with:
      | command | setsid sleep 33 & sleep 34 |
      | timeout | 1000                       |
    Then the result should be failed
    And metadata should contain timed_out=true
    And no process running "sleep 33" should be left

  Scenario: Cancelling the call ends the command's tree
    Given the Bash call can be cancelled
    When I run "sleep 35 & sleep 36; echo never" with Bash and cancel it after 300 ms
    Then the result should be failed
    And the error should contain "cancelled"
    And the call should have taken less than 1000 ms
    And no process of the command should be left

  Scenario: A foreground command returns when its shell exits, whatever it left running
    When I execute BashTool with command="sleep 37 & echo started"
    Then the result should be successful
    And the output should contain "started"
    And the output should contain "were stopped when it finished"
    And metadata should contain background_processes_stopped=true
    And the execution should complete in less than 1 second
    And no process of the command should be left

  Scenario: A command killed by a signal says so
    When I execute BashTool with command="echo before; kill -9 $$"
    Then the result should be failed
    And the error should contain "terminated by SIGKILL"
    And metadata should contain signal="SIGKILL"
    And the output should contain "before"

  Scenario: A command with no output says so
    When I execute BashTool with command="true"
    Then the result should be successful
    And the output should contain "(no output)"

  Scenario: The context's output limit applies
    Given the context allows 100 characters of output
    When I execute BashTool with command="seq 1 1000"
    Then the result should be successful
    And metadata should contain truncated=true
    And metadata should contain output_bytes=3893
    And the output should start with "1\n2\n3\n"
    And the output should end with "999\n1000\n"

  Scenario: Multi-byte characters split across reads are decoded whole
    When I execute BashTool with command="printf '\xe2\x82'; sleep 0.1; printf '\xac and \xc3'; sleep 0.1; printf '\xa9\n'"
    Then the result should be successful
    And the output should contain "€ and é"

  Scenario: The context's timeout applies when the call gives none
    Given the context's timeout is 1000 ms
    When I execute BashTool with command="sleep 38"
    Then the result should be failed
    And the error should contain "timed out after 1000ms"
    And no process of the command should be left

  Scenario: A misspelt parameter is named, not ignored
    When I call the "Bash" tool with {"command": "sleep 1", "run_in_backgroud": true}
    Then the result should be failed
    And the error should contain "run_in_backgroud: unknown parameter"
    And no process should have been launched
