Feature: Behaviour pinned down at its edges
  Each scenario here holds one behaviour that a one-line change would otherwise break without a
  test noticing (found by mutating the packages one line at a time). The oracles do not ask the
  code under test: processes are read from /proc, output is compared byte for byte.

  Scenario: Output of exactly the limit is returned whole, one character more is truncated
    Given the context allows 100 characters of output
    When I execute BashTool with command="printf '%0100d' 0"
    Then the result should be successful
    And metadata should contain truncated=false
    And metadata should not contain stdout_file
    And the output should be exactly 100 characters of "0"
    When I execute BashTool with command="printf '%0101d' 0"
    Then metadata should contain truncated=true
    And metadata should contain stdout_file
    And the output should contain "[Output truncated: 1 of 101 characters omitted, 1 line in all;"

  Scenario: A later read's truncation note gives the size of what that read returns, not of the whole stream
    Given a background shell running "seq 1 20000; read x; seq 20001 40000"
    When I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | wait_ms | 5000       |
      | until   | ^20000$    |
    Then the output should contain "[Output truncated: 78894 of 108894 characters omitted, 20000 lines in all"
    When I send the background shell the input "go\n"
    And the shell finishes and I execute BashOutputTool again
    Then the output should contain "[Output truncated: 90000 of 120000 characters omitted, 20000 lines in all"

  Scenario: The truncation note gives the whole output's size, far past what memory keeps
    When I execute BashTool with command="seq 1 1000000"
    Then the result should be successful
    And the output should contain "[Output truncated: 6858896 of 6888896 characters omitted, 1000000 lines in all; full output: stdout "

  Scenario: Output only on stderr is sized with its heading and nothing else
    Given the context allows 10 characters of output
    When I execute BashTool with command="seq 1 1000 >&2"
    Then the output should contain "[Output truncated: 3892 of 3902 characters omitted, 1001 lines in all"

  Scenario: A first BashOutput read gives the whole output's size too
    Given a background shell that ran "seq 1 1000000" and completed
    When I execute BashOutputTool with bash_id="{shell_id}"
    Then the output should contain "[Output truncated: 6858896 of 6888896 characters omitted, 1000000 lines in all; full output: stdout "

  Scenario: Characters are counted as they decode, across chunks and streams
    Given the context allows 10 characters of output
    When I execute BashTool with command="for i in $(seq 3000); do printf '€é'; done; echo; echo 'ünï' >&2"
    Then the output should contain "[Output truncated: 6004 of 6014 characters omitted, 3 lines in all"

  Scenario: KillShell returns only once every process of the tree is gone
    Given a background shell whose child ignores SIGTERM: "(trap '' TERM; exec sleep 4711) & wait"
    And the process "sleep 4711" of that shell is running
    When I execute KillShellTool with shell_id="{shell_id}"
    Then the result should be successful
    And at once no process of that shell should be alive

  Scenario: A filter keeps every matching line, adjacent ones too
    Given a background shell that ran "printf 'match 1\nmatch 2\nmatch 3\nother\nmatch 4\n'" and completed
    When I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | filter  | match      |
    Then the output should start with "match 1\nmatch 2\nmatch 3\nmatch 4\n"
    And the output should NOT contain "other"
    And metadata should contain filter=match

  Scenario: A filter applies to stderr as well as stdout
    Given a background shell that ran "echo keep-out; echo drop-out; echo keep-err >&2; echo drop-err >&2" and completed
    When I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | filter  | keep       |
    Then the output should start with "keep-out\n[stderr]\nkeep-err\n"
    And the output should NOT contain "drop"

  Scenario Outline: A session command's exit code is reported as it is
    Given the calls belong to the session "exit-codes"
    When I execute BashTool with command="<command>"
    Then metadata should contain exit_code=<code>
    And the result should be <outcome>

    Examples:
      | command  | code | outcome    |
      | true     | 0    | successful |
      | (exit 1) | 1    | failed     |
      | (exit 2) | 2    | failed     |
      | (exit 7) | 7    | failed     |

  Scenario: A one-off command's exit code is reported as it is
    When I execute BashTool with command="exit 5"
    Then the result should be failed
    And metadata should contain exit_code=5
    And metadata should contain exit_code

  Scenario: Secret names are matched whatever their case
    Given the toolkit runs with the environment:
      | name         | value              |
      | api_key      | lower-case-key     |
      | Github_Token | mixed-case-token   |
      | db_password  | lower-case-pass    |
      | plain_lower  | visible-lower      |
    When I execute BashTool with command="env"
    Then the output should contain "plain_lower=visible-lower"
    And the output should not contain any of: lower-case-key, mixed-case-token, lower-case-pass

  Scenario: Unattended defaults win over what the host inherited
    Given the toolkit runs with the environment:
      | name      | value |
      | PAGER     | less  |
      | GIT_PAGER | less  |
      | CI        | false |
      | EDITOR    | vim   |
      | TERM      | xterm |
    When I execute BashTool with command="echo $PAGER $GIT_PAGER $CI $EDITOR $TERM"
    Then the output should be "cat cat true true dumb\n"

  Scenario: A character split across two reads of a running shell arrives whole
    Given a background shell running "printf '\342\202'; sleep 0.5; printf '\254\n'"
    When I execute BashOutputTool with bash_id="{shell_id}"
    Then metadata should contain is_running=true
    When the shell finishes and I execute BashOutputTool again
    Then the two reads together should be "€\n"

  Scenario: A stream that ends inside a character ends with the replacement character, not short of it
    Given a background shell running "printf 'end\342\202'; sleep 0.5"
    When I execute BashOutputTool with bash_id="{shell_id}"
    Then metadata should contain is_running=true
    When the shell finishes and I execute BashOutputTool again
    Then the two reads together should be "end�"
    When I execute BashTool with command="printf 'ok\342\202'"
    Then the output should be "ok�"

  Scenario Outline: A character whose lead byte is the lowest of its length, split before its last byte, arrives whole (<char>)
    Given a background shell running "printf '<first>'; sleep 0.5; printf '<last>\n'"
    When I execute BashOutputTool with bash_id="{shell_id}"
    Then metadata should contain is_running=true
    When the shell finishes and I execute BashOutputTool again
    Then the two reads together should be "<char>\n"

    Examples:
      | char | first        | last |
      | 😀   | \360\237\230 | \200 |
      | ก    | \340\270     | \201 |

  Scenario: A pathological filter cannot stall the process
    Given a background shell that ran "for i in $(seq 200); do printf 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab\n'; done; echo aaa" and completed
    When I execute BashOutputTool with:
      | bash_id | {shell_id} |
      | filter  | ^(a+)+$    |
    Then the result should be successful
    And the output should start with "aaa\n"
    And the call should have taken less than 500 ms

  Scenario: A filter RE2 cannot match in linear time is refused, naming the parameter
    Given a background shell that ran "echo hello" and completed
    When I execute BashOutputTool with:
      | bash_id | {shell_id}   |
      | filter  | (?=hello)h   |
    Then the result should be failed
    And the error should contain "Invalid filter regex: filter: "

  # The leftover waits for its shell to end, then 50 ms, with builtins: a `sleep` started before the
  # shell's exit took longer than the time output is given after it on a loaded machine.
  Scenario: Output a leftover writes just after its shell exits is kept
    When I execute BashTool with command="(while kill -0 $$ 2>/dev/null; do :; done; s=${EPOCHREALTIME/./}; while (( ${EPOCHREALTIME/./} - s < 50000 )); do :; done; echo late) & echo early"
    Then the result should be successful
    And the output should contain "early"
    And the output should contain "late"

  Scenario: KillShell returns only once the whole tree is gone
    Given a background shell running "trap 'sleep 0.3; exit 0' TERM; echo armed; while :; do sleep 0.05; done"
    When I execute KillShellTool with shell_id="{shell_id}"
    Then the result should be successful
    And no process of the command should be alive now

  Scenario Outline: Lines are counted whatever memory alignment a chunk arrives with (offset <offset>)
    When "a\nb\nc\nd\ne\nf\ng\nh\n" arrives in an output buffer as a slice starting at byte <offset> of its memory
    Then the buffer should count 8 lines and 16 characters

    Examples:
      | offset |
      | 0      |
      | 1      |
      | 3      |

  Scenario Outline: A chunk shorter than a word, ending where no word starts, is counted too (<offset>, <chars> characters)
    When "<text>" arrives in an output buffer as a slice starting at byte <offset> of its memory
    Then the buffer should count <lines> lines and <chars> characters

    Examples: found by a mutant the suite missed (a view of no words made at such an offset is a RangeError)
      | text | offset | lines | chars |
      | a\n  | 1      | 1     | 2     |
      | \n   | 2      | 1     | 1     |
      | ab   | 1      | 1     | 2     |

  # (status 1 is read's end-of-file; 142 its 5 s timeout, waiting for input that never comes.)
  Scenario: A one-off command that reads its stderr for want of input, as vim does, gets end-of-file at once
    When I execute BashTool with command="if read -r -t 5 line <&2; then echo read; else echo status $?; fi"
    Then the output should be "status 1\n"
    And the execution should complete in less than 3 seconds

  Scenario: A background command that reads its stderr for want of input gets end-of-file at once
    Given a background shell that ran "if read -r -t 5 line <&2; then echo read; else echo status $?; fi" and completed
    When I execute BashOutputTool with bash_id="{shell_id}"
    Then the output should start with "status 1\n"
