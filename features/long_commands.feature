Feature: Commands longer than one argument can be
  Linux passes a program at most 128 KiB in one argument (a longer one fails the spawn with
  E2BIG), and a shell's command is one: an agent writing a file through a heredoc, or a script in
  one call, goes past it. A command longer than 64 KiB is written on its shell's stdin instead,
  ahead of anything typed at it, and run as `eval` runs it; a session's are sent that way already.
  The lines here are 100 bytes each: 3,000 of them are 300,000 bytes.

  Scenario Outline: A one-off command longer than an argument runs whole, with /dev/null as its stdin (<shells>)
    Given <shells>
    When I execute BashTool with a heredoc of 3000 lines of "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" piped to "wc -c" and then "readlink /proc/self/fd/0"
    Then the result should be successful
    And the output should be "300000\n/dev/null\n"

    Examples:
      | shells                                |
      | the toolkit's shells are contained    |
      | a toolkit with containment turned off |

  Scenario Outline: A background command longer than an argument runs whole, and what is typed reaches it after (<shells>)
    Given <shells>
    When I execute BashTool in the background with a heredoc of 3000 lines of "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" piped to "wc -c" and then "read -r line; echo got $line"
    Then the result should be successful
    And the output should contain "… (300"
    And the output should contain " bytes in all)"
    When I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 20000      |
      | until   | ^got       |
    Then metadata should contain wait_result="input"
    And metadata should contain waiting_for_input=true
    And the output should contain "300000"
    When I send the background shell the input "yes\n"
    And I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 10000      |
      | until   | ^got       |
    Then the output should contain "got yes"

    Examples:
      | shells                                |
      | the toolkit's shells are contained    |
      | a toolkit with containment turned off |

  Scenario: A command longer than an argument is refused with tty, naming the parameter and the limit
    When I execute BashTool in the background with tty with a heredoc of 3000 lines of "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" piped to "wc -c" and then "true"
    Then the result should be failed
    And the error should contain "command: at most 65536 bytes with tty"

  # The model wrote it: a refusal names it by its beginning and its size, not 300 KB of text again.
  @launches-nothing
  Scenario: A long command the policy refuses is shown by its beginning and its size in the refusal
    When I execute BashTool with a heredoc of 3000 lines of "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" piped to "wc -c" and then "rm -rf /"
    Then the result should be failed
    And the error should contain "blocked: dangerous command"
    And the error should contain "… (300"
    And the error should be shorter than 1000 characters
    And no process should have been launched

  @launches-nothing
  Scenario: A long command the person refused is shown to the model by its beginning and its size
    Given the person answers "deny" when a tool asks
    When I execute BashTool with a heredoc of 3000 lines of "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" piped to "wc -c" and then "rm -rf $T"
    Then the result should be failed
    And the person should have been asked "Bash: runtime-target"
    And the error should contain "refused by the user"
    And the error should contain "… (300"
    And the error should be shorter than 1000 characters
    And no process should have been launched

