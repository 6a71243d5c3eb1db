pragma solidity ^0.8.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

// Anyone ends the sale, whenever they like, and opens the raised funds' withdrawal.
contract OpenFinalize {
    address payable public project;
    bool public finalized;
    mapping(address => uint256) public paid;

    function buy() external payable {
        require(!finalized);
        paid[msg.sender] += msg.value;
    }

    function finalize() external { // want "OpenFinalize.finalize\\(\\) lets any caller at any time, set finalized, which a check guarding the payout of OpenFinalize.withdrawRaised\\(\\) reads"
        require(!finalized);
        finalized = true;
    }

    function withdrawRaised() external {
        require(finalized);
        project.transfer(address(this).balance);
    }
}

// The same switch behind an owner check, after the closing time, or once a target is reached; a flag checked
// and set by the paying function itself.
contract GatedFinalize {
    address payable public project;
    address public owner;
    uint256 public end;
    uint256 public raised;
    uint256 public softCap;
    bool public finalized;
    bool public closed;
    bool public settled;
    bool public paidOut;
    IERC20 public token;

    function finalize() external {
        require(msg.sender == owner);
        finalized = true;
    }

    function close() external {
        require(!closed && block.timestamp >= end);
        closed = true;
    }

    function settle() external {
        require(!settled && raised >= softCap);
        settled = true;
    }

    function withdrawRaised() external {
        require(finalized && closed && settled);
        project.transfer(address(this).balance);
    }

    // A one-time payout to a set payee, open to anyone, that then opens the leftover's withdrawal.
    function sendToProject() external {
        require(!paidOut);
        project.transfer(raised);
        paidOut = true;
    }

    function withdrawLeftOver() external {
        require(paidOut);
        project.transfer(address(this).balance);
    }

    function payOnce() external {
        require(!paidOut);
        paidOut = true;
        require(token.transfer(project, raised));
    }
}
