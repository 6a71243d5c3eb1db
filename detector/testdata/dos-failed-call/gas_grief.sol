pragma solidity ^0.8.0;

// Ethernaut's Denial: the partner any caller sets gets all the gas, and the owner's share after it never goes out.
contract Denial {
    address public partner;
    address public constant owner = address(0xA9E);

    function setWithdrawPartner(address _partner) public {
        partner = _partner;
    }

    function withdraw() public {
        uint256 amountToSend = address(this).balance / 100;
        partner.call{value: amountToSend}(""); // want "Denial.withdraw\\(\\) forwards all its gas to partner, which any caller can set"
        payable(owner).transfer(amountToSend);
    }

    receive() external payable {}
}

// The gas is capped: the partner cannot starve the owner's payment.
contract Capped {
    address public partner;
    address public constant owner = address(0xA9E);

    function setWithdrawPartner(address _partner) public {
        partner = _partner;
    }

    function withdraw() public {
        uint256 amountToSend = address(this).balance / 100;
        partner.call{value: amountToSend, gas: 50000}("");
        payable(owner).transfer(amountToSend);
    }

    receive() external payable {}
}

// Only the owner sets the partner.
contract Chosen {
    address public partner;
    address public immutable owner = msg.sender;

    function setWithdrawPartner(address _partner) public {
        require(msg.sender == owner);
        partner = _partner;
    }

    function withdraw() public {
        uint256 amountToSend = address(this).balance / 100;
        partner.call{value: amountToSend}("");
        payable(owner).transfer(amountToSend);
    }

    receive() external payable {}
}
