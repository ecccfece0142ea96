Feature: Security policy - dangerous forms are denied (5 of 5)
  Each scenario's title says where its forms were found. Decisions of the policy alone: nothing is launched.

  Scenario: Dangerous forms are denied: found in review (Homebrew's GNU tools, named with a g before them, Arch's uutils with uu-, the multi-call coreutils and toybox, and bfs, a find; a find named by its path piped to xargs)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | grm -rf / |
      | grm -rf ~ |
      | GRM -rf / |
      | gfind / -delete |
      | bfs / -delete |
      | gshred /dev/sda |
      | gdd if=/dev/zero of=/dev/sda |
      | gchmod -R 777 / |
      | gmv /etc /tmp/x |
      | genv rm -rf / |
      | gtimeout 5 rm -rf / |
      | echo / \| gxargs rm -rf |
      | gfind / -type f \| gxargs grm -f |
      | /usr/bin/find / -type f \| xargs rm -f |
      | bfs ~ \| xargs rm -f |
      | gfind / -exec grm -rf {} + |
      | gawk 'BEGIN { system("rm -rf /") }' |
      | uu-rm -rf ~ |
      | coreutils rm -rf / |
      | toybox rm -rf / |
      | echo / \| coreutils xargs rm -rf |

  Scenario: Dangerous forms are denied: found in review (the accounts' and groups' names made unreadable to others: 000 was denied, 600 not)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command                    | reason                                                   |
      | chmod 600 /etc/passwd      | no longer find users or groups                           |
      | chmod 640 /etc/group       | chmod sets the mode 640 on /etc/group                    |
      | chmod o-r /etc/passwd      | chmod sets the mode o-r on /etc/passwd                   |
      | chmod go= /etc/passwd      | chmod sets the mode go= on /etc/passwd                   |
      | chmod u=rw,go= /etc/group  | chmod sets the mode u=rw,go= on /etc/group               |
      | chmod -r /etc/passwd       | chmod sets the mode -r on /etc/passwd                    |
      | chmod a-r /etc/group       | chmod sets the mode a-r on /etc/group                    |
      | cd /etc && chmod 600 passwd | chmod sets the mode 600 on passwd in /etc               |

  Scenario: Dangerous forms are denied: found by a hundred-and-twenty-seventh corpus (commands handed over in git's environment configuration, ssh's ProxyCommand and LocalCommand, tar -I, man's pager, difftool and grep -O, gcc -wrapper, dc's ! and m4's syscmd)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=core.fsmonitor GIT_CONFIG_VALUE_0='rm -rf /' git status |
      | GIT_CONFIG_PARAMETERS="'user.name=x' 'core.pager=rm -rf ~'" git log |
      | env GIT_CONFIG_KEY_0=core.pager GIT_CONFIG_VALUE_0='rm -rf /' git log |
      | RSYNC_RSH='sh -c "rm -rf /"' rsync -a x host:y |
      | ssh -o ProxyCommand='rm -rf /' example.com |
      | ssh -oProxyCommand='rm -rf /' example.com |
      | ssh -o PermitLocalCommand=yes -o LocalCommand='rm -rf ~' example.com |
      | scp -o 'ProxyCommand rm -rf /' f host: |
      | tar -I 'rm -rf / #' -xf x.tar |
      | man --pager='rm -rf ~' ls |
      | man -P 'rm -rf /' ls |
      | sqlite3 x.db '.shell rm -rf /' |
      | mysql -e 'system rm -rf /' |
      | psql -c '\\! rm -rf /' |
      | sqlite3 -cmd '.shell rm -rf ~' x.db |
      | lldb -o 'platform shell rm -rf /' |
      | git difftool --extcmd='rm -rf ~' HEAD~1 |
      | git grep --open-files-in-pager='rm -rf /' foo |
      | gcc -wrapper rm,-rf,/ x.c |
      | dc -e '!rm -rf /' |
      | echo '!rm -rf /' \| dc |
      | echo 'syscmd(rm -rf /)' \| m4 |
      | m4 <<< 'esyscmd(`rm -rf ~'"')" |

  Scenario: Dangerous forms are denied: found by a hundred-and-twenty-sixth corpus (destructive_command_guard's newer regression tests: awk printing into a shell, every -e of osascript, AppleScript in any case, perl's qx with any delimiter, every path rmtree is given)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | awk 'BEGIN{print "rm -rf /" \| "sh"}' |
      | awk 'BEGIN{cmd="rm -rf /"; print cmd \| "sh"}' |
      | awk 'BEGIN{print "rm -rf /" \| "sudo sh"}' |
      | awk 'BEGIN{printf "rm -rf /\\n" \| "sh"}' |
      | awk 'BEGIN{print("rm -rf /") \| "sh"}' |
      | awk 'BEGIN{print "rm", "-rf", "/" \| "sh"}' |
      | awk 'BEGIN{print "rm -rf " "/" \| "sh"}' |
      | gawk 'BEGIN{print "rm -rf /" \|& "sh"}' |
      | awk 'BEGIN{print "x" \| "rm -rf /"}' |
      | awk '!/^#/ { system("rm -rf /") }' |
      | gawk --source 'BEGIN{ system("rm -rf /") }' |
      | osascript -e 'display dialog "hi"' -e 'do shell script "rm -rf /"' |
      | osascript -e 'DO SHELL SCRIPT "rm -rf /"' |
      | perl -e 'qx<rm -rf />' |
      | perl -e 'qx!rm -rf /!' |
      | perl -e "use File::Path; rmtree('/tmp/x', '/')" |
      | node -e "const cp=require('child_process'); cp.spawnSync('rm',['-rf','/tmp/x','/'])" |
      | ruby -e "system('rm','-rf','/tmp/x','/')" |

  Scenario: Dangerous forms are denied: found by a hundred-and-twenty-fifth corpus (other systems' disk names: macOS's raw disks, FreeBSD's, ZFS volumes; NVMe namespaces, Ceph's zap, gpart, newfs)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | nvme delete-ns /dev/nvme0 -n 1 |
      | ceph-volume lvm zap /dev/sdb --destroy |
      | gpart destroy -F ada0 |
      | gpart delete -i 2 ada0 |
      | newfs /dev/ada0p2 |
      | dd if=/dev/zero of=/dev/rdisk0 bs=1m |
      | dd if=/dev/zero of=/dev/zd0 |
      | dd if=/dev/zero of=/dev/da0 |

  Scenario: Dangerous forms are denied: found by a hundred-and-twenty-fourth corpus (Windows's registry hives, storage cmdlets, takeown and icacls over its system directory; macOS's sysadminctl deleting a home)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | reg.exe delete 'HKLM\\SYSTEM' /f |
      | reg delete HKEY_LOCAL_MACHINE\\\\SOFTWARE /f |
      | powershell -c 'Clear-Disk -Number 0 -RemoveData -Confirm:$false' |
      | pwsh -c 'Format-Volume -DriveLetter C -FileSystem NTFS -Force' |
      | pwsh -c 'Get-Partition \| Remove-Partition -Confirm:$false' |
      | takeown.exe /f 'C:\\Windows' /r /d y |
      | icacls.exe 'C:\\Windows' /grant Everyone:F /t |
      | icacls 'C:\\Windows\\System32' /t /reset |
      | sudo sysadminctl -deleteUser alice |

  Scenario: Dangerous forms are denied: found by a hundred-and-twenty-third corpus (age-based cleaners, systemd-tmpfiles and CMake scripts fed on stdin, awk building a command from ENVIRON)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | tmpreaper 0 /etc |
      | tmpreaper --all --force 0s /home |
      | tmpwatch 0 /usr |
      | echo 'R /etc' \| systemd-tmpfiles --remove - |
      | systemd-tmpfiles --remove /dev/stdin <<< 'R /home' |
      | printf 'R /run/x\nR /home\n' \| systemd-tmpfiles --remove - |
      | echo 'd /etc 0755 root root 0' \| systemd-tmpfiles --clean - |
      | cmake -P /dev/stdin <<< 'file(REMOVE_RECURSE /etc)' |
      | cmake -P - <<< 'execute_process(COMMAND rm -rf / WORKING_DIRECTORY /tmp)' |
      | gawk 'BEGIN { system("rm -rf " ENVIRON["HOME"]) }' |
      | awk 'BEGIN { c = "rm -rf " ENVIRON["HOME"]; system(c) }' |

  Scenario: Dangerous forms are denied: found by a hundred-and-twenty-first corpus (compressors and encryptors replace what they are given; rar deletes what it packs; openssl, iconv and sponge write over a vital file)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | gzip -r /etc |
      | gzip -rf /usr/bin |
      | xz /etc/shadow |
      | zstd --rm -r /etc |
      | lz4 --rm /etc/passwd |
      | pigz -r /usr |
      | find / -type f -exec gzip {} + |
      | find ~ -type f \| xargs gzip |
      | ccrypt -e -K x -r /etc |
      | ccencrypt -r -K secret ~ |
      | rar a -df /tmp/x.rar /etc |
      | rar m /tmp/x.rar ~ |
      | openssl enc -aes-256-cbc -in /etc/shadow -out /etc/shadow -k x |
      | iconv -f utf-8 -t utf-16 /etc/passwd -o /etc/passwd |
      | tr -d a-z < /etc/hosts \| sponge /etc/passwd |

  Scenario: Dangerous forms are denied: found by a hundred-and-twentieth corpus (newgrp starts a shell that reads its commands on stdin)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | newgrp root <<< 'rm -rf /' |
      | echo 'rm -rf /' \| newgrp root |

  Scenario: Dangerous forms are denied: found by a ninety-third corpus (Debian's wipe; the trash is moved away as surely)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | wipe -kqD /dev/sdb |
      | trash-put /etc |
      | gio trash --force /usr |
      | gtrash put ~ |

  Scenario: Dangerous forms are denied: found by a ninety-second corpus (a known value cut, cased, replaced or shifted as bash does)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | x=abc/; rm -rf "/${x#abc}" |
      | p=/usr/local/bin; rm -rf "${p%%/local*}" |
      | v=ETC; rm -rf "/${v,,}" |
      | v=etc; rm -rf "/${v^^}" "/${v}" |
      | x=/aetc; rm -rf ${x/a/} |
      | x=/etc/x; rm -rf ${x//x/} |
      | x=/ebtcb; rm -rf ${x//b/} |
      | x=/etcetera; rm -rf ${x:0:4} |
      | x=; rm -rf ${x:-/} |
      | x=/boot; rm -rf ${x:-build} |
      | set -- a /boot; shift; rm -rf "$1" |
      | set -- a b /usr; shift 2; rm -rf "$@" |
      | a=(x / y); rm -rf "${a[@]:1:1}" |
      | a=(/x/etc /y/usr); rm -rf ${a[1]#/y} |
      | a=(/x/usr /y/etc); rm -rf "${a[@]#/?}" |

  Scenario: Dangerous forms are denied: found by a sixty-ninth corpus (read splitting its line at the IFS the command is given)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | IFS=: read a b <<< "/:x"; rm -rf "$a" |
      | IFS=, read -ra p <<< "x,/etc"; rm -rf "${p[1]}" |
