pragma solidity ^0.4.24;

// Only the owner pays out, and nothing others can call reads the holders' entries: the receiver can re-enter
// nothing that sees the stale entry.
contract TokenBank {
    address owner = msg.sender;
    mapping(address => uint256) holders;

    function withdrawToHolder(address to, uint256 amount) public {
        require(msg.sender == owner);
        if (holders[to] > 0) {
            if (to.call.value(amount)()) { // want "TokenBank.withdrawToHolder\\(\\) sends ether to to before it writes holders\\[to\\] \\(line 13\\); only a privileged caller gets there"
                holders[to] -= amount;
            }
        }
    }

    function deposit() public payable {
        owner.transfer(msg.value);
    }
}

// The owner pays refunds, but anyone can claim a refund: the receiver re-enters claim() before its entry is
// cleared and is paid twice.
contract Refunds {
    address owner = msg.sender;
    mapping(address => uint256) refunds;

    function refund(address to) public {
        require(msg.sender == owner);
        to.call.value(refunds[to])(); // want "Refunds.refund\\(\\) sends ether to to before it writes refunds\\[to\\] \\(line 32\\)$"
        refunds[to] = 0;
    }

    function claim() public {
        uint256 amount = refunds[msg.sender];
        refunds[msg.sender] = 0;
        msg.sender.transfer(amount);
    }

    function credit() public payable {
        refunds[msg.sender] += msg.value;
    }
}
