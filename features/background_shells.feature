Feature: Background shells - output, status and killing
  BashOutput reads each stream's new output once, and KillShell ends a shell's whole tree.

  Scenario: stdout and stderr are kept apart
    Given a background shell that ran "echo out; echo err >&2" and completed
    When I execute BashOutputTool with bash_id="{shell_id}"
    Then the output should start with "out\n[stderr]\nerr\n"
    And the output should contain "Status: completed | Exit code: 0 | Duration:"

  Scenario: Output already read is not returned again
    Given a background shell that ran "echo once" and completed
    When I execute BashOutputTool with bash_id="{shell_id}"
    And I execute BashOutputTool with bash_id="{shell_id}"
    Then the output should start with "(no new output)"

  Scenario: A failing background command reports its exit code
    Given a background shell that ran "echo partial; exit 7" and completed
    When I execute BashOutputTool with bash_id="{shell_id}"
    Then the result should be successful
    And metadata should contain status="failed"
    And metadata should contain exit_code=7
    And the output should contain "Exit code: 7"

  Scenario: Output is readable by events as soon as it is written
    Given a background shell running "echo ready; sleep 30"
    When I execute BashOutputTool with bash_id="{shell_id}"
    Then the output should contain "ready"
    And metadata should contain is_running=true

  Scenario: KillShell ends the whole tree of a background shell
    Given a background shell running "sleep 300 & sleep 301 & (sleep 302) & wait"
    When I execute KillShellTool with shell_id="{shell_id}"
    Then the result should be successful
    And the shell should no longer be running
    And no process of the command should be left

  Scenario: KillShell escalates to SIGKILL when SIGTERM is ignored
    Given a background shell running "trap '' TERM; echo armed; sleep 303"
    When I execute KillShellTool with shell_id="{shell_id}"
    Then the result should be successful
    And metadata should contain signal="SIGKILL"
    And the shell should no longer be running

  Scenario: A killed shell reports how it ended
    Given a background shell running "sleep 304"
    When I execute KillShellTool with shell_id="{shell_id}"
    And I execute BashOutputTool with bash_id="{shell_id}"
    Then metadata should contain status="killed"
    And metadata should contain signal="SIGTERM"
    And the output should contain "Status: killed | Signal: SIGTERM"

  Scenario: A background shell's leftover jobs end with it
    Given a background shell that ran "sleep 305 > /dev/null & echo done" and completed
    Then no process of the command should be left

  Scenario: Background shells are killed when the toolkit closes
    Given a background shell running "sleep 306"
    When the toolkit is closed
    Then the shell should no longer be running
