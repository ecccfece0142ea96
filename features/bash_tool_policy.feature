Feature: Bash Tool - dangerous command policy
  The nine rows of spec 000 section 13 are the floor. The policy parses the command with a real
  bash grammar, so flags in any order or spelling, quotes, wrappers and nested shells do not
  get a dangerous command past it, while text that is never executed is never blocked.
  Scenarios tagged @launches-nothing run with a launcher that records and refuses every command:
  if the policy ever lets one through, the scenario fails and nothing runs.

  @launches-nothing
  Scenario Outline: Dangerous commands are blocked before anything is launched
    When the Bash tool is asked to run: <command>
    Then the result should be failed
    And the error should contain "blocked"
    And the error should contain "dangerous"
    And metadata should contain rule="<rule>"
    And metadata should contain blocked=true
    And no process should have been launched

    Examples: rm -rf / and rm -rf /* (delete the filesystem)
      | command                        | rule                    |
      | rm -rf /                       | recursive-delete-root   |
      | rm -rf /*                      | recursive-delete-root   |
      | rm -fr /                       | recursive-delete-root   |
      | rm -r -f /                     | recursive-delete-root   |
      | rm -f -r /*                    | recursive-delete-root   |
      | rm -R /                        | recursive-delete-root   |
      | rm --recursive --force /       | recursive-delete-root   |
      | rm -rf "/"                     | recursive-delete-root   |
      | rm -rf '/*'                    | recursive-delete-root   |
      | rm -rf //                      | recursive-delete-root   |
      | rm -rf /.                      | recursive-delete-root   |
      | rm -rf -- /                    | recursive-delete-root   |
      | rm --no-preserve-root -rf /    | recursive-delete-root   |
      | sudo rm -rf /                  | recursive-delete-root   |
      | /bin/rm -rf /                  | recursive-delete-root   |
      | \\rm -rf /                     | recursive-delete-root   |
      | echo hi && rm -rf /            | recursive-delete-root   |
      | true; rm -rf /*                | recursive-delete-root   |
      | bash -c "rm -rf /"             | recursive-delete-root   |
      | rm -rf ~                       | recursive-delete-root   |
      | rm -rf $HOME                   | recursive-delete-root   |
      | rm -rf /etc                    | recursive-delete-root   |
      | rm -rf /usr/*                  | recursive-delete-root   |
    Examples: mkfs.* (format a filesystem)
      | command                        | rule                    |
      | mkfs.ext4 /dev/sda1            | format-filesystem       |
      | mkfs -t xfs /dev/nvme0n1       | format-filesystem       |
      | sudo mkfs.vfat /dev/sdb        | format-filesystem       |
    Examples: dd if=* of=/dev/sd* (write a disk directly)
      | command                                 | rule           |
      | dd if=/dev/zero of=/dev/sda             | disk-write     |
      | dd if=image.iso of=/dev/sdb bs=4M       | disk-write     |
      | dd of=/dev/nvme0n1 if=/dev/urandom      | disk-write     |
    Examples: > /dev/sd* (redirect to a disk device)
      | command                        | rule                    |
      | echo x > /dev/sda              | device-redirect         |
      | cat image >/dev/sdb            | device-redirect         |
      | printf data >> /dev/vda        | device-redirect         |
    Examples: chmod -R 777 / and chown -R * / (permissions and ownership of the system)
      | command                        | rule                       |
      | chmod -R 777 /                 | recursive-permissions-root |
      | chmod --recursive 777 /        | recursive-permissions-root |
      | chown -R nobody /              | recursive-permissions-root |
      | chown -R user:group /*         | recursive-permissions-root |
    Examples: :(){:|:&};: (fork bomb, any name)
      | command                        | rule                    |
      | :(){ :\|:& };:                 | fork-bomb               |
      | bomb(){ bomb\|bomb& }; bomb    | fork-bomb               |
    Examples: mv / * (move the root directory)
      | command                        | rule                    |
      | mv / /tmp/root                 | move-root               |
      | mv /* /tmp/x                   | move-root               |
    Examples: the same danger reached another way
      | command                        | rule                           |
      | find / -delete                 | find-delete-root               |
      | $(echo rm) -rf /               | recursive-delete-root          |
      | $(which rm) -rf /              | dynamic-command-recursive-root |
      | shred /dev/sda                 | wipe-device                    |

  @launches-nothing
  Scenario: The check comes before dry run
    Given an execution context with dry_run=true
    When the Bash tool is asked to run: rm -rf /
    Then the result should be failed
    And the error should contain "blocked"
    And no process should have been launched

  Scenario Outline: Everyday commands, and text that is never executed, are allowed
    Then the policy should allow: <command>

    Examples:
      | command                                     |
      | rm -rf /tmp/test                            |
      | rm /tmp/test_file.txt                       |
      | rm -rf ./build node_modules                 |
      | echo "rm -rf /"                             |
      | git commit -m "rm -rf / is dangerous"       |
      | grep -r "mkfs" .                            |
      | # rm -rf /                                  |
      | dd if=/dev/zero of=/tmp/disk.img bs=1M count=1 |
      | echo ok > /dev/null                         |
      | chmod -R 755 ./dist                         |
      | find . -name "*.o" -delete                  |
      | mv build /tmp/old-build                     |
      | eval "$(ssh-agent -s)"                      |
      | git status && npm test                      |

  @launches-nothing
  Scenario: Behind a policy that allows everything, the test launcher refuses and records
    Given a toolkit whose policy allows everything
    When the Bash tool is asked to run: rm -rf /
    Then the result should be failed
    And the error should contain "test launcher: this scenario launches nothing"
    And the error should not contain "blocked"
    And the test launcher should have refused exactly: rm -rf /

  @launches-nothing
  Scenario: In a session, what an earlier line set is followed into the next (only the first line's session start reaches the launcher)
    Given the calls belong to the session "memory"
    When the Bash tool is asked to run: export T=/
    And the Bash tool is asked to run: rm -rf "$T"
    Then the result should be failed
    And metadata should contain rule="recursive-delete-root"
    And the test launcher should have refused exactly: exec /bin/bash --noprofile --norc -s

  @launches-nothing
  Scenario: In a session, a line the policy refused sets nothing for the next
    Given the calls belong to the session "memory"
    When the Bash tool is asked to run: export X=/ && rm -rf /
    And the Bash tool is asked to run: rm -rf "$X"
    Then the result should be failed
    And metadata should contain policy_decision="ask"
    And no process should have been launched

  @launches-nothing
  Scenario: In a session gone to a folder at the top of a home, deleting all it holds asks: only the context's own directory is everyday to clean
    Given the session "notes" is in "/home/someone/notes"
    And the calls belong to the session "notes"
    When I execute BashTool with command="rm -rf ./*"
    Then the result should be failed
    And metadata should contain policy_decision="ask"
    And metadata should contain rule="home-folder-delete"
    And no process should have been launched

  @launches-nothing
  Scenario: In a session, relative paths are judged in the session's current directory
    Given the session "elsewhere" is in "/"
    And the calls belong to the session "elsewhere"
    When I execute BashTool with command="rm -rf *"
    Then the result should be failed
    And metadata should contain blocked=true
    And the error should contain "(* in /)"
    And no process should have been launched
