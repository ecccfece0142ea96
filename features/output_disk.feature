Feature: Output never fills the disk or the memory of a long-running host
  A stream that outgrows memory spills to a file of its own (mode 0600, unique name), up to a cap
  per stream (1 GiB by default) and one for all files of the process (4 GiB by default). At a cap
  the file ends with a note saying so, memory keeps the latest output, and results say what the
  file holds. Files go with KillShell, with a finished shell once it was read and its retention
  passed (10 minutes by default), with the oldest finished shells nobody read past a count (100
  by default), and with close().

  Scenario: An unread yes in the background stops at the file cap, and nothing is left after KillShell and close
    Given a toolkit whose output files hold at most 4 MiB per stream
    And a background shell running "yes"
    When 2 seconds pass
    Then the shell's stdout file should hold at most 4 MiB and end with "output not saved past this point"
    And this process should have grown by less than 256 MB since the shell started
    When I execute BashOutputTool with bash_id="{shell_id}"
    Then the output should contain "(the file holds the first 4194304 bytes: the per-stream cap on output files was reached)"
    When I execute KillShellTool with shell_id="{shell_id}"
    Then the shell's stdout file should not exist
    When the toolkit is closed
    Then the process's private folder should hold no file

  Scenario: Many streams together stop at the process's cap
    Given a toolkit whose output files hold at most 4 MiB per stream and 6 MiB in all
    When 2 background shells run "yes" until their files stop growing
    Then their stdout files together should hold at most 6 MiB
    And one stdout file should end with "the process's cap on all its output files was reached"

  Scenario: Files deleted when their toolkit closes give their bytes back to the process's cap
    Given a toolkit whose output files hold at most 4 MiB per stream and 6 MiB in all
    When I execute BashTool with command="head -c 4000000 /dev/zero | tr '\0' x"
    Then the file in metadata stdout_file should hold exactly 4000000 bytes
    When the toolkit is closed and replaced by one with the same limits
    And I execute BashTool with command="head -c 4000000 /dev/zero | tr '\0' y"
    Then the file in metadata stdout_file should hold exactly 4000000 bytes

  Scenario: A file someone else deleted does not fail KillShell, and its bytes still go back to the process's cap
    Given a toolkit whose output files hold at most 4 MiB per stream and 6 MiB in all
    And a background shell running "yes"
    When 1 seconds pass
    And the shell's stdout file is deleted by someone else
    And I execute KillShellTool with shell_id="{shell_id}"
    Then the result should be successful
    When I execute BashTool with command="head -c 4000000 /dev/zero | tr '\0' y"
    Then the file in metadata stdout_file should hold exactly 4000000 bytes

  Scenario: A foreground command past the cap says what its file holds
    Given a toolkit whose output files hold at most 4 MiB per stream
    When I execute BashTool with command="head -c 6000000 /dev/zero | tr '\0' x"
    Then the result should be successful
    And the output should contain "(the file holds the first 4194304 bytes: the per-stream cap on output files was reached)"
    And the file in metadata stdout_file should hold 4194304 "x" bytes and the note

  Scenario: A finished background shell is forgotten with its files once it was read and its retention passed
    Given a toolkit that keeps finished shells 300 ms after they were read, and at most 2 finished shells unread
    And a background shell that ran "seq 1 300000" and completed
    And another background shell that ran "seq 1 300000" and completed
    When I execute BashOutputTool with bash_id="{shell_id}"
    Then the result should be successful
    When 500 milliseconds pass
    And I execute BashOutputTool with bash_id="{shell_id}"
    Then the result should be failed
    And the error should contain "Shell not found"
    And the first shell's stdout file should not exist
    But the other shell should still be listed with its stdout file

  Scenario: A shell read to its end in the millisecond it finished is forgotten once its retention passed
    Given a toolkit that keeps finished shells 300 ms after they were read, and at most 2 finished shells unread
    And a background shell that ran "seq 1 300000" and completed
    When I read it with BashOutputTool in the millisecond it finished
    Then the result should be successful
    When 500 milliseconds pass
    And I execute BashOutputTool with bash_id="{shell_id}"
    Then the result should be failed
    And the error should contain "Shell not found"

  Scenario: Past the count of unread finished shells the oldest is forgotten with its files
    Given a toolkit that keeps finished shells 300 ms after they were read, and at most 2 finished shells unread
    And a background shell that ran "seq 1 300000" and completed
    And another background shell that ran "seq 1 300000" and completed
    Then the other shell should still be listed with its stdout file
    When a third background shell runs "true" and completes
    Then the first shell should no longer be listed and its stdout file should not exist
    But the other shell should still be listed with its stdout file

  Scenario: Thousands of calls leave memory, descriptors and disk as they found them
    When 2000 session calls and 600 one-off calls run one after another, every 200th printing 2 MB
    Then after each kind of call the open descriptors should be as many as after its first 200 calls
    And after each kind of call the heap should have grown by less than 2 MB past its first 200 calls
    When the toolkit is closed
    Then the process's private folder should hold no file
