pragma solidity ^0.4.24;

// A shared pot: members deposit, move credit among themselves, and withdraw everything at once.
contract SharedPot {
    mapping (address => uint) private credit;
    uint public members;

    event Moved(address indexed from, address indexed to, uint amount);

    function deposit() public payable {
        if (credit[msg.sender] == 0) {
            members++;
        }
        credit[msg.sender] += msg.value;
    }

    function move(address to, uint amount) public {
        if (credit[msg.sender] >= amount) {
            credit[to] += amount;
            credit[msg.sender] -= amount;
            emit Moved(msg.sender, to, amount);
        }
    }

    function withdrawAll() public {
        uint amount = credit[msg.sender];
        require(amount > 0);
        // <yes> <report> REENTRANCY
        require(msg.sender.call.value(amount)());
        credit[msg.sender] = 0;
        members--;
    }

    function creditOf(address who) public view returns (uint) {
        return credit[who];
    }
}
