Feature: Starting a background command and waiting for it in one call
  `Bash` with `run_in_background` and `wait_ms` (optionally `until`) starts the command, then
  waits as BashOutput with the same `wait_ms` and `until` would, and returns what that call
  would have returned after the start: a dev server started and waited for in one call, not two.
  What it returns counts as read: the next BashOutput gives only what came after.

  Scenario: A server is started and waited for until its ready line
    When I execute BashTool with:
      | command           | sleep 0.5; echo 'Listening on 8080'; sleep 387 |
      | run_in_background | true                                           |
      | wait_ms           | 10000                                          |
      | until             | ^Listening on                                  |
    Then the result should be successful
    And the output should start with "Started background shell "
    And the output should contain "Listening on 8080"
    And metadata should contain wait_result="matched"
    And metadata should contain status="running"
    And the execution should have taken between 400 and 3000 ms
    And a process running "sleep 387" should exist
    When I execute BashOutputTool with:
      | bash_id | {shell_id} |
    Then the output should start with "(no new output)"

  Scenario: A quick command is waited for to its end
    When I execute BashTool with:
      | command           | echo built; exit 3 |
      | run_in_background | true               |
      | wait_ms           | 10000              |
      | until             | ^never$            |
    Then metadata should contain wait_result="exited"
    And metadata should contain exit_code=3
    And the output should contain "built"

  Scenario Outline: Waiting is refused for a foreground call, naming the parameter (<parameter>)
    When I execute BashTool with:
      | command     | echo hello  |
      | <parameter> | <value>     |
    Then the result should be failed
    And the error should contain "<parameter>: needs run_in_background=true"
    And no process should have been launched

    Examples:
      | parameter | value |
      | wait_ms   | 1000  |
      | until     | ready |

  Scenario: A wait for a regex that does not compile is refused before anything starts
    When I execute BashTool with:
      | command           | sleep 388 |
      | run_in_background | true      |
      | wait_ms           | 1000      |
      | until             | (         |
    Then the result should be failed
    And the error should contain "Invalid until regex"
    And no process should have been launched

  Scenario: A call cancelled while it waits ends the command it started, whose id it never gave
    Given the Bash call can be cancelled
    When I start "sleep 392" in the background with Bash, waiting until "^never$", and cancel the call after 500 ms
    Then the result should be failed
    And the error should contain "cancelled"
    And no process running "sleep 392" should be left
