Feature: Waiting for a background shell's output instead of polling
  BashOutput with `wait_ms` waits for new output: until a line matches `until` (any new output
  without it), the shell ends, or `wait_ms` passes, whichever is first, and `wait_result` says
  which. Output events wake it: there is no polling loop. Nothing is consumed while waiting.

  Scenario: It returns as soon as the awaited line appears
    Given a background shell just started with "sleep 0.6; echo 'Listening on 8080'; sleep 356"
    When I execute BashOutputTool with:
      | bash_id | {shell_id}   |
      | wait_ms | 10000        |
      | until   | Listening on |
    Then the result should be successful
    And metadata should contain wait_result="matched"
    And the output should contain "Listening on 8080"
    And the execution should have taken between 400 and 3000 ms

  Scenario: Lines that do not match do not end the wait; the end of the shell does
    Given a background shell just started with "echo starting; sleep 0.6; echo 'compiled'; sleep 0.3; echo bye"
    When I execute BashOutputTool with:
      | bash_id | {shell_id}     |
      | wait_ms | 10000          |
      | until   | ^Listening     |
    Then metadata should contain wait_result="exited"
    And the output should contain "compiled"
    And the output should contain "bye"
    And the execution should have taken between 700 and 3000 ms

  Scenario: Without a match it returns when wait_ms passes, with what came meanwhile
    Given a background shell just started with "echo waiting; sleep 357"
    When I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 1000       |
      | until   | never      |
    Then metadata should contain wait_result="timeout"
    And the output should contain "waiting"
    And the execution should have taken between 950 and 2500 ms

  Scenario: Without until, any new output ends the wait
    Given a background shell just started with "sleep 0.6; echo first; sleep 358"
    When I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 10000      |
    Then metadata should contain wait_result="output"
    And the output should contain "first"
    And the execution should have taken between 400 and 3000 ms

  Scenario: A prompt without a newline counts as a line
    Given a background shell just started with "sleep 0.3; printf 'name? '; sleep 359"
    When I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 10000      |
      | until   | name\?     |
    Then metadata should contain wait_result="matched"
    And the output should contain "name? "

  Scenario Outline: A line matches as it reads in the output (<line>)
    Given a background shell just started with "printf '<printed>'; sleep 386"
    When I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 5000       |
      | until   | ^ready$    |
    Then metadata should contain wait_result="matched"
    And the execution should complete in less than 3 seconds

    Examples:
      | line                   | printed                          |
      | coloured               | \\033[32mready\\033[0m\\n       |
      | ended as a terminal's  | ready\\r\\n                     |
      | redrawn after a CR     | 50%%\\rready\\n                 |

  Scenario: A line that arrived before the call matches at once
    Given a background shell running "echo ready; sleep 360"
    When I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 10000      |
      | until   | ready      |
    Then metadata should contain wait_result="matched"
    And the execution should complete in less than 1 second

  Scenario: A wait can be cancelled
    Given a background shell just started with "sleep 361"
    And the BashOutput call can be cancelled
    When I wait for its output with wait_ms 10000 and cancel the call after 300 ms
    Then the result should be failed
    And metadata should contain cancelled=true
    And the execution should have taken between 250 and 2000 ms

  Scenario: wait_ms 0 returns at once, as without it, and says nothing of a wait
    Given a background shell just started with "echo early; sleep 0.4; echo later; sleep 3629"
    When I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 0          |
    Then the result should be successful
    And metadata should not contain wait_result
    And the output should not contain any of: later
    And the execution should complete in less than 1 second

  Scenario Outline: Bad waiting parameters are refused, naming the parameter
    Given a background shell just started with "sleep 362"
    When I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | <name>  | <value>    |
    Then the result should be failed
    And the error should contain "<says>"

    Examples:
      | name    | value   | says                    |
      | wait_ms | 600001  | wait_ms: must be <= 600000 |
      | wait_ms | -1      | wait_ms: must be >= 0   |
      | until   | (?=x)   | Invalid until regex: until: |
