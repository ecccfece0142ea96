Feature: Files the toolkit writes are unique, private, and gone when it closes
  Output too large to return is saved whole in a file the result names; session state is saved
  when a session shell ends. Each file has a name of its own, only its owner can read it, and
  `close()` deletes them all (what is left at exit goes with the process's private folder).

  Scenario: Saved outputs of many session calls never share a file
    Given the context allows 10 characters of output
    And the calls belong to the session "many-calls"
    When 100 session calls each print their own number 5 times
    Then each call's stdout_file should hold exactly that call's output

  Scenario: Session state saved when a shell ends is readable by its owner only
    Given the calls belong to the session "private-state"
    When I execute BashTool with command="export STATE_CANARY=4713"
    And I execute BashTool with:
      | command | sleep 4714 |
      | timeout | 1000       |
    Then the result should be failed
    And the process's private folder should hold a session state file readable by its owner only

  Scenario: Closing the toolkit deletes every file its shells wrote
    Given the context allows 10 characters of output
    When I execute BashTool with command="seq 1 1000"
    Then metadata should contain stdout_file
    Given a background shell that ran "seq 1 300000" and completed
    And the calls belong to the session "closing"
    When I execute BashTool with command="export STATE_CANARY=4715; seq 1 100"
    Then metadata should contain stdout_file
    When the toolkit is closed
    Then no file named by a result of the scenario should exist
    And the process's private folder should hold no file

  Scenario: A saved output someone already deleted does not make closing fail
    Given the context allows 10 characters of output
    When I execute BashTool with command="seq 1 1000"
    Then metadata should contain stdout_file
    When the file in metadata stdout_file is deleted
    And the toolkit is closed
    Then the process's private folder should hold no file

  Scenario: Output that cannot be saved to a file is still returned, and the result says why
    Given a toolkit whose spill folder cannot be created
    And the context allows 10 characters of output
    When I execute BashTool with command="seq 1 1000"
    Then the result should be successful
    And metadata should contain truncated=true
    And the output should contain "lines in all; full output could not be saved: stdout ENOTDIR"
    And the output should start with "1\n2\n3"
    And the output should end with "1000\n"
    Given a background shell that ran "seq 1 300000" and completed
    When I execute BashOutputTool with bash_id="{shell_id}"
    Then the result should be successful
    And the output should contain "full output could not be saved: stdout ENOTDIR"
    And metadata should contain status="completed"
