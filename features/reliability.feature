Feature: Reliability - bounded output, safe decoding, crashes and owners
  Output never exhausts memory, any bytes come back as safe text, a shell that dies from outside
  is reported, and no shell outlives the program that started it.

  Scenario: A background shell that prints far more than it keeps spills the whole stream to a file
    Given a background shell that ran "seq 1 500000" and completed
    When I execute BashOutputTool with bash_id="{shell_id}"
    Then the result should be successful
    And metadata should contain truncated=true
    And the shell should hold at most 1200000 characters of stdout in memory
    And the file in metadata stdout_file should hold the output of "seq 1 500000"
    And the output should name the file in metadata stdout_file

  Scenario: Foreground output over the limit is kept whole in a file, and the result says where
    When I execute BashTool with command="seq 1 100000"
    Then the result should be successful
    And metadata should contain truncated=true
    And metadata should contain output_bytes=588895
    And the file in metadata stdout_file should hold the output of "seq 1 100000"
    And the output should name the file in metadata stdout_file

  Scenario: A reader that falls behind gets the head, a marker naming the spill file, and the tail
    Given a ShellProcess that keeps 10 head bytes and 10 tail bytes
    When 100 bytes of "0123456789" are written to its stdout
    And I call get_new_output()
    Then the result should start with "0123456789\n[... 80 bytes not kept in memory; the whole stream is in "
    And the result should end with " ...]\n0123456789"
    And the spill file should hold all 100 bytes
    When I call get_new_output()
    Then the result should be ""

  Scenario: get_new_output() gives stderr too, unless told not to; each stream's unread part once
    Given a ShellProcess with stdout and stderr buffers
    When I call get_new_output(include_stderr=False)
    Then the result should be "compiled 3 files\n"
    When I call get_new_output()
    Then the result should be "[stderr]\nwarning: unused variable\n"
    When I call get_new_output()
    Then the result should be ""

  Scenario: Binary output is returned as safe text
    When I execute BashTool with command="head -c 4096 /dev/urandom; echo; echo after-binary"
    Then the result should be successful
    And the output should contain "after-binary"
    And the output should survive a JSON round trip

  Scenario: Invalid UTF-8 becomes replacement characters
    When I execute BashTool with command="printf 'ok \xff\xfe end\n'"
    Then the output should contain "ok �� end"

  Scenario: A shell killed from outside is reported with how it ended
    Given a background shell running "sleep 320"
    When something outside kills the shell's process with SIGKILL
    And I execute BashOutputTool with bash_id="{shell_id}"
    Then metadata should contain status="failed"
    And metadata should contain signal="SIGKILL"
    And metadata should contain is_running=false

  Scenario Outline: No shell outlives the program that started it
    When a program starts shells "sleep 3<marker>1", "sleep 3<marker>2" and a leftover "sleep 3<marker>3", then <ending>
    Then the program should have ended
    And no process running "sleep 3<marker>" should be left

    Examples:
      | marker | ending                |
      | 41     | exits                 |
      | 42     | is sent SIGTERM       |
      | 43     | is sent SIGINT        |
      | 44     | is sent SIGHUP        |

  # In process groups only, a job that left the shell's group (`setsid`, or the session a terminal
  # is) is not in the group the owner's exit kills: it is found through its parents then.
  Scenario: No shell in process groups only outlives the program that started it, a job under setsid or in a terminal included
    When a program whose shells are in process groups only starts in the background "setsid nohup sleep 3451 > /dev/null 2>&1 & sleep 3452" and, in a terminal, "nohup sleep 3453 > /dev/null 2>&1 & sleep 3454", then is sent SIGTERM
    Then the program should have ended
    And no process running "sleep 345" should be left

  Scenario: Forgetting an old shell deletes its spill files
    Given a background shell that ran "seq 1 500000" and completed
    And the shell's stdout spill file exists
    When the shell finished more than an hour ago and old shells are cleaned up
    Then the shell's stdout spill file should be gone

  Scenario: A one-off command whose shell cannot be ended still returns, at its timeout and the allowance to stop it
    Given a toolkit whose shells never report their end, as a process stuck in the kernel
    When I execute BashTool with:
      | command | sleep 3811 |
      | timeout | 1000       |
    Then the result should be failed
    And the error should contain "Bash timed out after 11000ms"
    And no process running "sleep 3811" should be left
